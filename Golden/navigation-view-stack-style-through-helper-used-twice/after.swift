import SwiftUI

/// A badge whose explanation sheet has a navigation view of its own.
struct ShelfBadge: View {
    @State private var explains = false

    var body: some View {
        Button("New") { explains = true }
            .sheet(isPresented: $explains) {
                NavigationStack {
                    Text("Arrived this week")
                }
            }
    }
}

/// One helper shows the badge under a stack-styled navigation view and under a stack.
struct LibraryScreen: View {
    var roomy: Bool

    var body: some View {
        if roomy {
            NavigationStack {
                List { shelf("Poetry") }
            }
        } else {
            NavigationStack {
                List { shelf("Travel") }
            }
        }
    }

    private func shelf(_ title: String) -> some View {
        HStack {
            Text(title)
            ShelfBadge()
        }
    }
}
