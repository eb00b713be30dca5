import SwiftUI

// The view has a navigation view, but the helper that holds the links is shown only beside
// it: their selection drives no column there, and the finding says the helper is outside it.
struct Arrows: View {
    @State private var selected: Int?

    var body: some View {
        VStack {
            NavigationView {
                NavigationLink {
                    Text("Heart")
                } label: {
                    Text("Show heart")
                }
            }
            arrows
        }
    }

    var arrows: some View {
        HStack {
            NavigationLink(destination: Text("Left"), tag: 1, selection: $selected) {
                Text("Left")
            }
            NavigationLink(destination: Text("Right"), tag: 2, selection: $selected) {
                Text("Right")
            }
        }
    }
}
