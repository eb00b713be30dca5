import SwiftUI

// The view's sidebar is a member declared in an extension in a file of its own. navmigrate
// plans a view's links with its navigation view within one file, so the links are refused
// with a finding that says where the navigation view is, and the navigation view waits for
// them: it does not become a split view whose sidebar keeps its old links.
struct Jar: Hashable, Identifiable {
    let id: Int
    let label: String
}

struct Pantry: View {
    let jars: [Jar]
    @State var picked: Jar?

    var body: some View {
        NavigationView {
            shelf
            Text("Pick a jar")
        }
    }
}
