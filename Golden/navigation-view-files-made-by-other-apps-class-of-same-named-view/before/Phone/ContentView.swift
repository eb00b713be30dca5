import SwiftUI

// The phone app's root. The watch extension beside it makes its own `ContentView` in a class
// (its hosting controller): that is the watch's view, not this one, so this navigation view
// is not one made by code that is not a view.
struct ContentView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Settings") { Text("Settings") }
            }
            Text("Pick an item")
        }
    }
}
