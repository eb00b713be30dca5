import SwiftUI

// The tabs' style is in code only iOS builds; the navigation view of `Pane` is in code only
// macOS builds, so the style never reaches it: the style goes with the tab's navigation view,
// and the Mac's navigation view (refused there for its columns) keeps nothing of it.
#if os(macOS)
struct Pane: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Row") { Text("Detail") }
            }
        }
    }
}
#else
struct Pane: View {
    var body: some View {
        List { Text("Row") }
    }
}
#endif

#if !os(macOS)
struct Tabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                Pane()
            }
            .tabItem { Text("List") }
        }
    }
}
#endif
