import SwiftUI

// The solar bodies app wraps its own `ContentView` (in its folder, with no navigation in it)
// in a navigation view. The Northwind app in the same repository declares a `ContentView` too,
// which shows a navigation view of two columns: that one is not this app's view, so the stack holds no other.
@main
struct BodiesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationView {
                ContentView(names: ["Mercury", "Venus"])
                    .navigationTitle("Solar Bodies")
            }
        }
    }
}
