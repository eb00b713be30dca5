import SwiftUI

// The hidden link sets the screen's title: removed, it would take the title with it. The link
// stays, with the navigation view, and a finding that says to move the title off it.
struct Search: View {
    @State private var showsResults = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Search") { showsResults = true }
                NavigationLink(destination: Text("Results"), isActive: $showsResults) {
                    EmptyView()
                }
                .navigationTitle("Search")
            }
        }
    }
}
