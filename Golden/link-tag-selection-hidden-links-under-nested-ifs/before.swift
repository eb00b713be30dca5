import SwiftUI

// Hidden links under plain `if`s: each destination's binding tests every condition
// around its link. An `if` that shows something else stays without its link; one
// that shows nothing once the link goes (an `if` of only an `if` of it) goes too.
struct AdminPanel: View {
    @State private var page: Int?
    @State private var name: String?
    let isAdmin: Bool
    let beta: Bool

    var body: some View {
        NavigationView {
            VStack(spacing: 8) {
                if isAdmin {
                    Text("Admin tools")
                    // Pushed by the Users button.
                    NavigationLink(tag: 2, selection: $page, destination: { Text("Users") }) { EmptyView() }
                }
                if beta {
                    if isAdmin || name == "tester" {
                        NavigationLink(tag: 3, selection: $page, destination: { Text("Beta") }) { EmptyView() }
                    }
                }
                Button("Users") { page = 2 }
                Button("Beta") { page = 3 }
            }
            .navigationTitle("Admin")
        }
        .navigationViewStyle(.stack)
    }
}
