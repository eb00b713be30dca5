import SwiftUI

struct PlacesPane: View {
    var places: [Place]
    @State private var selection: Place?

    var body: some View {
        PlaceList(places: places, selection: $selection)
            .navigationTitle("Places")
    }
}

struct PlaceList: View {
    var places: [Place]
    @Binding var selection: Place?

    var body: some View {
        List(places) { place in
            NavigationLink(place.name, tag: place, selection: $selection) {
                Text(place.name)
            }
        }
    }
}
