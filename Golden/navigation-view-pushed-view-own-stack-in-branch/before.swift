import SwiftUI

struct Cellar: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: Bottle(vintage: nil)) { Text("Add a bottle") }
        }
        .navigationViewStyle(.stack)
    }
}

// A bottle has a navigation view of its own only when it is not given a vintage. The cellar
// pushes one without a vintage, so that stack would sit inside the cellar's: the stack stays,
// and a note names the push for the reviewer to check the branch it takes.
struct Bottle: View {
    let vintage: Int?

    var body: some View {
        if vintage != nil {
            label
        } else {
            NavigationView { label }
        }
    }

    private var label: some View {
        Text("Bottle")
    }
}
