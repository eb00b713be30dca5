import SwiftUI

// Not private, but no place makes the view with `section:`: the selection only drove the
// links, and goes.
struct AboutMenu: View {
    var body: some View {
        List {
            NavigationLink {
                Text("Credits")
            } label: {
                Text("Credits")
            }
        }
    }
}

struct AboutRoot: View {
    var body: some View {
        NavigationStack {
            AboutMenu()
        }
    }
}
