import SwiftUI

// A menu's hidden links in `Group`s, some of them pairs of one tag in an `if` and its
// `else`: once they go, every `Group` shows nothing, so the outermost one goes whole and
// the stack around it carries one destination per tag (the pairs' showing either view).
// The comment written between the groups stays.
struct MainMenu: View {
    @State private var selection: Int?
    let isAdmin: Bool

    var body: some View {
        NavigationStack {
            VStack {
                Button("Schedule") { selection = 0 }
                Button("Workout") { selection = 1 }
                Button("Scores") { selection = 2 }
                // Scores for everyone.
            }
            .navigationDestination(isPresented: Binding(
                get: { selection == 0 },
                set: { if !$0, selection == 0 { selection = nil } }
            )) {
                Text("Schedule")
            }
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
            .navigationDestination(isPresented: Binding(
                get: { selection == 2 },
                set: { if !$0, selection == 2 { selection = nil } }
            )) {
                Text("Scores")
            }
        }
    }
}
