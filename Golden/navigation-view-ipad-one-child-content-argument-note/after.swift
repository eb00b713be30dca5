import SwiftUI

// A navigation view that takes its one child as a `content:` argument showed it on iPad as a
// sidebar beside an empty detail, as one written with a trailing closure did: the stack it
// becomes gets the same note.
struct Recipes: View {
    var body: some View {
        NavigationStack(root: {
            List {
                NavigationLink("Soup") { Text("Soup") }
            }
        })
    }
}
