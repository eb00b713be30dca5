import SwiftUI

// A menu's hidden links in `Group`s, some of them pairs of one tag in an `if` and its
// `else`: once they go, every `Group` shows nothing, so the outermost one goes whole and
// the stack around it carries one destination per tag (the pairs' showing either view).
// The comment written between the groups stays.
struct MainMenu: View {
    @State private var selection: Int?
    let isAdmin: Bool

    var body: some View {
        NavigationView {
            VStack {
                Button("Schedule") { selection = 0 }
                Button("Workout") { selection = 1 }
                Button("Scores") { selection = 2 }
                Group {
                    Group {
                        NavigationLink(destination: Text("Schedule"), tag: 0, selection: $selection) { EmptyView() }
                        Group {
                            if isAdmin {
                                NavigationLink(destination: Text("Workout editor"), tag: 1, selection: $selection) { EmptyView() }
                            } else {
                                NavigationLink(destination: Text("Workout"), tag: 1, selection: $selection) { EmptyView() }
                            }
                        }
                    }
                    // Scores for everyone.
                    Group {
                        NavigationLink(destination: Text("Scores"), tag: 2, selection: $selection) { EmptyView() }
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
