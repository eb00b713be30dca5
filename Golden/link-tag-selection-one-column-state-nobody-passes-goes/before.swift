import SwiftUI

// Not private, but no place makes the view with `section:`: the selection only drove the
// links, and goes.
struct AboutMenu: View {
    @State var section: String?

    var body: some View {
        List {
            NavigationLink(tag: "credits", selection: $section) {
                Text("Credits")
            } label: {
                Text("Credits")
            }
        }
    }
}

struct AboutRoot: View {
    var body: some View {
        NavigationView {
            AboutMenu()
        }
        .navigationViewStyle(.stack)
    }
}
