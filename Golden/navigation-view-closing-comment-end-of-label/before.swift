import SwiftUI

// A closing brace labelled `// end of NavigationView` keeps its label, naming the new container.
struct Pantry: View {
    var body: some View {
        NavigationView {
            List {
                Text("Flour")
            }
            .navigationTitle("Pantry")
        } // end of NavigationView
        .navigationViewStyle(.stack)
    }
}
