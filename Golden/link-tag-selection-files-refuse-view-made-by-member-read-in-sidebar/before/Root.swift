import SwiftUI

struct Sidebar: View {
    var body: some View {
        Page.licenses.view
    }
}

struct PadRoot: View {
    var body: some View {
        NavigationView {
            Sidebar()
            Text("Pick a license")
        }
    }
}
