import SwiftUI

struct MainView: View {
    var body: some View {
        NavigationView {
            SidebarView()
            Text("Pick a host")
        }
    }
}
