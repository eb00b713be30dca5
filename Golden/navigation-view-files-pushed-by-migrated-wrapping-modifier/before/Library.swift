import SwiftUI

// Pushed onto the stack `.presenting` makes: a stack of its own would nest in it, so its
// navigation view goes and its content stands in its place.
struct Library: View {
    var body: some View {
        NavigationView {
            List {
                Text("Book")
            }
            .navigationTitle("Library")
        }
    }
}
