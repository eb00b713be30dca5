import SwiftUI

// The sidebar, shown through a panel view, keeps its selection in `@AppStorage`: nothing is
// handed down through the panel; the split view declares the same storage and reads it.
struct Atlas: View {
    var body: some View {
        NavigationView {
            SidebarPanel()
            Text("Pick a region")
        }
    }
}

struct SidebarPanel: View {
    var body: some View {
        Regions()
            .listStyle(.sidebar)
    }
}
