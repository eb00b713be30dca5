import SwiftUI

/// Navigation views written in a link's destination are pushed onto the stack around the
/// link: they go, and their content stands in their place.
struct PantryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Spices") {
                    Text("Cumin")
                        .navigationTitle("Spices")
                }
                NavigationLink {
                    Text("Salt")
                } label: {
                    Text("Salt")
                }
            }
            .navigationTitle("Pantry")
        }
    }
}

/// A sidebar's link opens its destination in the next column, which it starts: its own
/// stack stays, as Apple's guide asks for a column that navigates.
struct CellarView: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Wines") {
                    NavigationStack {
                        Text("Riesling")
                    }
                }
            }
        } detail: {
            Text("Pick a shelf")
        }
    }
}
