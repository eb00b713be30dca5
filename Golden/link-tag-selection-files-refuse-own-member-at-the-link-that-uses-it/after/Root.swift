import SwiftUI

struct RootView: View {
    @State private var page: Int? = 0

    var body: some View {
        NavigationView {
            PageList(page: $page)
            Text("Pick a page")
        }
    }
}
