import SwiftUI

/// Shows the changelog.
///
///     NavigationView {
///         ChangelogView()
///     }
///     .navigationViewStyle(.stack)
struct ChangelogView: View {
    // Was: NavigationView { List { ... } }.navigationViewStyle(.columns)
    let entries = [
        "Replaced NavigationView { ... } with NavigationStack",
        "Dropped .navigationViewStyle(.stack)",
        "NavigationLink(destination: Detail()) now takes a closure",
    ]

    /* NavigationView {
           Sidebar()
           Detail()
       } */
    var body: some View {
        List(entries, id: \.self) { entry in
            Text(entry)
        }
        .navigationTitle("What's New")
    }

    let sample = """
        NavigationView {
            Text("Hello")
        }
        .navigationViewStyle(StackNavigationViewStyle())
        """
}
