import SwiftUI

final class Sidebar: ObservableObject {
    @Published var selection: String? = "home"

    var isSearching: Binding<Bool> {
        Binding(get: { self.selection == "search" }, set: { _ in })
    }
}

struct SearchPage: View {
    var body: some View {
        Text("Search")
    }
}

struct SidebarList: View {
    @ObservedObject var sidebar: Sidebar

    var body: some View {
        NavigationView {
            List(selection: $sidebar.selection) {
                searchRow
                Text("Home").tag("home")
            }
            Text("Nothing selected")
        }
    }

    private var searchRow: some View {
        NavigationLink(destination: SearchPage(), isActive: sidebar.isSearching) {
            Label("Search", systemImage: "magnifyingglass")
        }
        .tag("search")
    }
}
