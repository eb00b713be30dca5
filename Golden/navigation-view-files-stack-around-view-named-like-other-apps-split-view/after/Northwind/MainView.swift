import SwiftUI

struct MainView: View {
    var body: some View {
        NavigationSplitView {
            Text("Products")
        } detail: {
            Text("Pick a product")
        }
    }
}
