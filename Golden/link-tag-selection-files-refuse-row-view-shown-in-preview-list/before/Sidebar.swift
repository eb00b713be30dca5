import SwiftUI

struct Sidebar: View {
    @State private var route: String?

    var body: some View {
        NavigationView {
            List {
                FavoritesSection(items: ["Ada", "Grace"], route: $route)
            }
            Text("Pick someone")
        }
    }
}
