import SwiftUI

// Hidden links in `Group`s inside a `Group`: once they go, the outer `Group` shows
// nothing either, so it goes whole and the stack around it carries the destinations.
struct MainMenu: View {
    @State private var selection: Int?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Schedule") { selection = 0 }
                Button("Admin") { selection = 2 }
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
                Text("Scores")
            }
            .navigationDestination(isPresented: Binding(
                get: { selection == 2 },
                set: { if !$0, selection == 2 { selection = nil } }
            )) {
                Text("Admin")
            }
        }
    }
}
