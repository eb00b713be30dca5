import SwiftUI

// Visible links whose label is a button that selects the link's tag: the button's tap is
// what pushed. Each button stays in its link's place, and the stack takes one destination
// per tag, presented while the selection is that tag, as the link was.
struct AccountMenu: View {
    @State private var selection: Int?

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Account")
                    .font(.title)
                Button(action: {
                    print("profile")
                    selection = 0
                }, label: {
                    Label("Profile", systemImage: "person")
                })
                .padding()
                Button {
                    self.selection = 1
                } label: {
                    Text("Sign out")
                }
            }
            .navigationDestination(isPresented: Binding(
                get: { selection == 0 },
                set: { if !$0, selection == 0 { selection = nil } }
            )) {
                Text("Profile")
            }
            .navigationDestination(isPresented: Binding(
                get: { selection == 1 },
                set: { if !$0, selection == 1 { selection = nil } }
            )) {
                Text("Signed out")
            }
        }
    }
}
