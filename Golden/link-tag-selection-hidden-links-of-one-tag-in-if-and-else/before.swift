import SwiftUI

// Two hidden links of one tag, each all a branch of one `if`/`else`: never shown together,
// they take one destination that shows either view, and the `if` goes.
struct MainMenu: View {
    @State private var selection: Int?
    let isAdmin: Bool

    var body: some View {
        NavigationView {
            VStack {
                Button("Workout") { selection = 1 }
                if isAdmin {
                    NavigationLink(destination: Text("Workout editor"), tag: 1, selection: $selection) { EmptyView() }
                } else {
                    NavigationLink(destination: Text("Workout"), tag: 1, selection: $selection) { EmptyView() }
                }
            }
            .navigationTitle("Menu")
        }
        .navigationViewStyle(.stack)
    }
}
