import SwiftUI

// The stack style is written inside the sheet's navigation view, where it styles only
// navigation views further in: the finding says to move it onto the navigation view.
struct AccountView: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) {
                NavigationView {
                    Text("Edit the account")
                        .navigationViewStyle(.stack)
                }
            }
    }
}
