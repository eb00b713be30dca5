import SwiftUI

// Closing labels written in other cases or as two words (`// END of Navigation View`) name
// the new container too; a comment that says more than the label is left as it is.
struct Pantry: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Flour")
            }
            .navigationTitle("Pantry")
        } // END of NavigationStack
    }
}

struct Larder: View {
    var body: some View {
        NavigationStack {
            Text("Jars")
        } // end NavigationStack
    }
}

struct Cellar: View {
    var body: some View {
        NavigationStack {
            Text("Wine")
        } // Navigation View for the cellar
    }
}
