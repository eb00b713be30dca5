import SwiftUI

struct MainView: View {
    var body: some View {
        NavigationSplitView {
            SidebarView()
        } detail: {
            Text("Pick a host")
        }
    }
}
