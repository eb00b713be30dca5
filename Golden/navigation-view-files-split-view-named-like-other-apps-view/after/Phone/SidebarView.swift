import SwiftUI

// The phone app's sidebar, a split view of its own. The Mac app declares a `SidebarView`
// and a `HostList` too, in its own folder, and shows its `SidebarView` in a split view's
// column and its `HostList` as rows: those uses are the Mac app's views, not these, so this
// split view is not nested in the Mac's, and the link below is no row of the Mac's list.
struct SidebarView: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Hosts") { HostList() }
            }
        } detail: {
            NavigationStack {
                Text("Pick a host")
            }
        }
    }
}

struct HostList: View {
    @State private var opensEditor = false

    var body: some View {
        VStack {
            Text("Hosts")
            Button("New host") { opensEditor = true }
        }
        .navigationDestination(isPresented: $opensEditor) {
            Text("Editor")
        }
    }
}
