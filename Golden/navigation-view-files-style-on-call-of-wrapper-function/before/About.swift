import SwiftUI

// The style written where the wrapper function is called styles the navigation view in it:
// a stack style, so that navigation view becomes a stack and the style goes with it.
struct AboutScreen: View {
    var body: some View {
        NavShell {
            List {
                NavigationLink("Licences") { Text("Licences") }
            }
        }
        .navigationViewStyle(.stack)
    }
}
