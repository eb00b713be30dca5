import SwiftUI

#if os(iOS)
// The iPhone tab shows `LocationsScreen` without its Mac navigation view, and without the Mac
// link: it migrates whatever that link does.
struct PhoneTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                LocationsScreen()
            }
            .tabItem { Label("Locations", systemImage: "map") }
        }
    }
}
#endif
