import SwiftUI

// Closing labels written in other cases or as two words (`// END of Navigation View`) name
// the new container too; a comment that says more than the label is left as it is.
struct Pantry: View {
    var body: some View {
        NavigationView {
            List {
                Text("Flour")
            }
            .navigationTitle("Pantry")
        } // END of Navigation View
        .navigationViewStyle(.stack)
    }
}

struct Larder: View {
    var body: some View {
        NavigationView {
            Text("Jars")
        } // end navigation view
        .navigationViewStyle(.stack)
    }
}

struct Cellar: View {
    var body: some View {
        NavigationView {
            Text("Wine")
        } // Navigation View for the cellar
        .navigationViewStyle(.stack)
    }
}
