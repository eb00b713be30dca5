import SwiftUI

// `Home` is pushed from `Welcome`, so its navigation view should go, but its hidden
// link under `if let` is refused, which keeps it. `Welcome` becomes a stack all the
// same, and `Home`'s findings say that it stays nested inside it, as it was inside
// the old navigation view.
struct Welcome: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: Home()) {
                Text("Start")
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Home: View {
    @State private var page: Int?
    @State private var group: String?

    var body: some View {
        NavigationView {
            VStack {
                if let group {
                    NavigationLink(tag: 2, selection: $page, destination: { Text(group) }) { EmptyView() }
                }
                Button("Groups") { page = 2 }
            }
            .navigationTitle("Home")
        }
        .navigationViewStyle(.stack)
    }
}
