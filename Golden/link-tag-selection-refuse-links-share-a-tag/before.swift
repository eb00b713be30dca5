import SwiftUI

// Two links of one tag, each under a button that selects it: both were active whenever the
// selection was that tag, and two `navigationDestination(isPresented:)`s cannot be presented
// at once, so the view stays as it is, with a finding naming both links.
struct GameMenu: View {
    @State private var selection: String?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("New game"), tag: "game", selection: $selection) {
                    Button("Start a new game") { selection = "game" }
                }
                NavigationLink(destination: Text("Saved game"), tag: "game", selection: $selection) {
                    Button("Continue") { selection = "game" }
                }
                NavigationLink(destination: Text("Rules"), tag: "rules", selection: $selection) {
                    EmptyView()
                }
                Button("Rules") { selection = "rules" }
            }
        }
        .navigationViewStyle(.stack)
    }
}
