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
        NavigationStack {
            VStack(spacing: 8) {
                if isAdmin {
                    Text("Admin tools")
                }
                Button("Users") { page = 2 }
                Button("Beta") { page = 3 }
            }
            .navigationTitle("Admin")
            // Pushed by the Users button.
            .navigationDestination(isPresented: Binding(
                get: { isAdmin && page == 2 },
                set: { if !$0, page == 2 { page = nil } }
            )) {
                Text("Users")
            }
            .navigationDestination(isPresented: Binding(
                get: { beta && (isAdmin || name == "tester") && page == 3 },
                set: { if !$0, page == 3 { page = nil } }
            )) {
                Text("Beta")
            }
        }
    }
}
