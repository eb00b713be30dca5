import SwiftUI

struct PantryView: View {
    let shelves = ["Fridge", "Cellar"]

    var body: some View {
        #if os(macOS)
        layout
            .frame(minWidth: 400)
        #else
        layout
        #endif
    }

    // Shown by both branches, so not macOS code alone.
    private var layout: some View {
        NavigationView {
            List(shelves, id: \.self) { shelf in
                NavigationLink(shelf) { Text("Shelf \(shelf)") }
            }
        }
    }
}
