import SwiftUI

struct PlacesScreen: View {
    struct Place: Identifiable, Codable {
        var id = UUID()
        var name: String
        var shown = false
    }

    @State var places: [Place] = [Place(name: "Harbour"), Place(name: "Old town")]

    var body: some View {
        NavigationView {
            List {
                ForEach($places) { place in
                    NavigationLink(destination: Text(place.name.wrappedValue), isActive: place.shown) {
                        Text(place.name.wrappedValue)
                    }
                }
            }
        }
    }
}
