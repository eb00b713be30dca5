// The row view a `ForEach` repeats has two links bound to the selection: refused, saying that a
// repeated row's links are lifted only when it has one.
import SwiftUI
struct City: Identifiable, Hashable { let id: String; var name: String }
enum Pick: Hashable { case weather(String), map(String) }
struct Atlas: View {
    var cities: [City]
    @State private var pick: Pick?
    var body: some View {
        NavigationView {
            CityList(cities: cities, pick: $pick)
            Text("Pick a city")
        }
    }
}
struct CityList: View {
    var cities: [City]
    @Binding var pick: Pick?
    var body: some View {
        List {
            ForEach(cities) { city in CityRow(city: city, pick: $pick) }
        }
    }
}
struct CityRow: View {
    var city: City
    @Binding var pick: Pick?
    var body: some View {
        NavigationLink("Weather", tag: Pick.weather(city.id), selection: $pick) { Text("Weather in \(city.name)") }
        NavigationLink("Map", tag: Pick.map(city.id), selection: $pick) { Text("Map of \(city.name)") }
    }
}
