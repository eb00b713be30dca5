import SwiftUI

// Visible links whose label is a button that selects the link's tag: the button's tap is
// what pushed. Each button stays in its link's place, and the stack takes one destination
// per tag, presented while the selection is that tag, as the link was.
struct AccountMenu: View {
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                Text("Account")
                    .font(.title)
                NavigationLink(destination: Text("Profile"), tag: 0, selection: $selection) {
                    Button(action: {
                        print("profile")
                        selection = 0
                    }, label: {
                        Label("Profile", systemImage: "person")
                    })
                    .padding()
                }
                NavigationLink(destination: Text("Signed out"), tag: 1, selection: $selection) {
                    Button {
                        self.selection = 1
                    } label: {
                        Text("Sign out")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
