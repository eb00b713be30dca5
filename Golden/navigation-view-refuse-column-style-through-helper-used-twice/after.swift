import SwiftUI

/// A badge whose explanation sheet has a navigation view of its own.
struct ShelfBadge: View {
    @State private var explains = false

    var body: some View {
        Button("New") { explains = true }
            .sheet(isPresented: $explains) {
                NavigationView {
                    Text("Arrived this week")
                        .navigationViewStyle(.stack)
                }
            }
    }
}

/// One helper shows the badge under a column-styled navigation view and under a stack.
struct LibraryScreen: View {
    var roomy: Bool

    var body: some View {
        if roomy {
            NavigationSplitView {
                List { shelf("Poetry") }
            } detail: {
                Text("Choose a shelf")
            }
            .navigationViewStyle(.columns)
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
