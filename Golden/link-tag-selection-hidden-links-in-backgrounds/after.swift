import SwiftUI

// Hidden tag:selection links in `.background` modifiers of the view they push from, set off by
// toolbar buttons: the backgrounds go, and that view carries a destination for each, after the
// comment that ends its last line.
struct LibraryScreen: View {
    @State private var sheet: String? = nil

    var body: some View {
        NavigationStack {
            List {
                Text("Album 1")
                Text("Album 2")
            }
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Help") { sheet = "help" }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Donate") { sheet = "donate" }
                }
            } // end toolbar
            .navigationDestination(isPresented: Binding(
                get: { sheet == "help" },
                set: { if !$0, sheet == "help" { sheet = nil } }
            )) {
                Text("Help")
            }
            .navigationDestination(isPresented: Binding(
                get: { sheet == "donate" },
                set: { if !$0, sheet == "donate" { sheet = nil } }
            )) {
                Text("Donate")
            }
        }
    }
}
