import SwiftUI

// Two hidden links of one tag, each all a branch of one `if`/`else`: never shown together,
// they take one destination that shows either view, and the `if` goes.
struct MainMenu: View {
    @State private var selection: Int?
    let isAdmin: Bool

    var body: some View {
        NavigationStack {
            VStack {
                Button("Workout") { selection = 1 }
            }
            .navigationTitle("Menu")
            .navigationDestination(isPresented: Binding(
                get: { selection == 1 },
                set: { if !$0, selection == 1 { selection = nil } }
            )) {
                if isAdmin {
                    Text("Workout editor")
                } else {
                    Text("Workout")
                }
            }
        }
    }
}
