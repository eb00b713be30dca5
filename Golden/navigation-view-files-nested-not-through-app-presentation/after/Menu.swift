import SwiftUI

struct MenuTab: View {
    var body: some View {
        NavigationStack {
            SideMenu()
        }
    }
}

// Presents the code screen through the app's own modifier: its navigation view
// starts navigation of its own, and does not nest in the tab's.
struct SideMenu: View {
    @State private var showsCode = false

    var body: some View {
        Button("Show code") { showsCode = true }
            .coverScreen(isPresented: $showsCode) {
                CodeScreen()
            }
    }
}
