import SwiftUI

/// The window's root: it has its own stack unless an embedding view gives it one.
struct GardenHome: View {
    var ownsStack = true

    var body: some View {
        if ownsStack {
            NavigationStack {
                beds
            }
        } else {
            beds
        }
    }

    private var beds: some View {
        List {
            NavigationLink("Raised beds") {
                BedsScreen()
            }
        }
    }
}
