// The `ForEach` hands its element to the row view as `$0`: the row's property it is handed to
// is the element all the same, and the detail looks the selected row up by the row's tag.
import SwiftUI
struct Planet: Identifiable, Hashable { let id: String; var name: String }
struct Orrery: View {
    var planets: [Planet]
    @State private var chosen: Planet.ID?
    var body: some View {
        NavigationView {
            PlanetList(planets: planets, chosen: $chosen)
            Text("Pick a planet")
        }
    }
}
struct PlanetList: View {
    var planets: [Planet]
    @Binding var chosen: Planet.ID?
    var body: some View {
        List {
            Section("Planets") {
                ForEach(planets) { PlanetRow(planet: $0, chosen: $chosen) }
            }
        }
    }
}
struct PlanetRow: View {
    var planet: Planet
    @Binding var chosen: Planet.ID?
    var body: some View {
        NavigationLink(planet.name, tag: planet.id, selection: $chosen) {
            Text("About \(planet.name)")
        }
    }
}
