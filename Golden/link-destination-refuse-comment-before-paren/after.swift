import SwiftUI

// A comment written after the destination, before the `)`, has no place in the closure form:
// the link is left as it is rather than lose it.
struct PlacesList: View {
    let places: [String]

    var body: some View {
        List(places, id: \.self) { place in
            NavigationLink(
                place,
                destination: Text(place)
                // Popping back flickers on iOS 13.3.
            )
        }
    }
}
