import SwiftUI

// Hidden links of one tag in an `if`/`else if` chain: navmigrate shares a destination only
// between an `if` and its plain `else`, so the links are refused.
struct MainMenu: View {
    @State private var selection: Int?
    let isAdmin: Bool
    let isCoach: Bool

    var body: some View {
        NavigationView {
            VStack {
                Button("Workout") { selection = 1 }
                if isAdmin {
                    NavigationLink(destination: Text("Workout editor"), tag: 1, selection: $selection) { EmptyView() }
                } else if isCoach {
                    NavigationLink(destination: Text("Workout plans"), tag: 1, selection: $selection) { EmptyView() }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
