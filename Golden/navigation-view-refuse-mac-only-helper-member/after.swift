import SwiftUI

struct PantryView: View {
    let shelves = ["Fridge", "Cellar"]

    var body: some View {
        #if os(macOS)
        desktopLayout
        #else
        List(shelves, id: \.self) { Text($0) }
        #endif
    }

    // Written outside the `#if`, but shown only by the macOS branch.
    private var desktopLayout: some View {
        NavigationView {
            List(shelves, id: \.self) { shelf in
                NavigationLink(shelf) { Text("Shelf \(shelf)") }
            }
            .frame(minWidth: 240)
        }
    }
}
