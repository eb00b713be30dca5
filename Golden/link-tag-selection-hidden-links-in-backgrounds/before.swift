import SwiftUI

// Hidden tag:selection links in `.background` modifiers of the view they push from, set off by
// toolbar buttons: the backgrounds go, and that view carries a destination for each, after the
// comment that ends its last line.
struct LibraryScreen: View {
    @State private var sheet: String? = nil

    var body: some View {
        NavigationView {
            List {
                Text("Album 1")
                Text("Album 2")
            }
            .background(NavigationLink(destination: Text("Help"), tag: "help", selection: $sheet) { EmptyView() }.hidden())
            .background(
                NavigationLink(destination: Text("Donate"), tag: "donate", selection: $sheet) {
                    EmptyView()
                }
            )
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Help") { sheet = "help" }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Donate") { sheet = "donate" }
                }
            } // end toolbar
        }
    }
}
