import SwiftUI

// Hidden links in `Group`s inside a `Group`: once they go, the outer `Group` shows
// nothing either, so it goes whole and the stack around it carries the destinations.
struct MainMenu: View {
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            VStack {
                Button("Schedule") { selection = 0 }
                Button("Admin") { selection = 2 }
                Group {
                    Group {
                        NavigationLink(destination: Text("Schedule"), tag: 0, selection: $selection) { EmptyView() }
                        NavigationLink(destination: Text("Scores"), tag: 1, selection: $selection) { EmptyView() }
                    }
                    Group {
                        NavigationLink(destination: Text("Admin"), tag: 2, selection: $selection) { EmptyView() }
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
