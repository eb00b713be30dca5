import SwiftUI

/// Navigation views written in a link's destination are pushed onto the stack around the
/// link: they go, and their content stands in their place.
struct PantryView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Spices") {
                    NavigationView {
                        Text("Cumin")
                            .navigationTitle("Spices")
                    }
                }
                NavigationLink(destination: NavigationView { Text("Salt") }) {
                    Text("Salt")
                }
            }
            .navigationTitle("Pantry")
        }
        .navigationViewStyle(.stack)
    }
}

/// A sidebar's link opens its destination in the next column, which it starts: its own
/// stack stays, as Apple's guide asks for a column that navigates.
struct CellarView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Wines") {
                    NavigationView {
                        Text("Riesling")
                    }
                }
            }
            Text("Pick a shelf")
        }
    }
}
