import SwiftUI

// `Library` is made in `Tab.page`, and `page` is read in `Shell.pages`, a type that is not a
// view: navmigrate does not follow where that shows it, and the app may push it onto another
// stack. Its stack branch is refused for that, and so is its split-view branch: a split view
// pushed onto a stack is no more supported than a stack in one.
enum Tab: Int, CaseIterable, Identifiable {
    case library, search
    var id: Int { rawValue }

    @ViewBuilder var page: some View {
        switch self {
        case .library: Library(wide: false)
        case .search: Text("Search")
        }
    }
}

enum Shell {
    static var pages: some View {
        ForEach(Tab.allCases) { tab in
            tab.page.tabItem { Text("\(tab.rawValue)") }
        }
    }
}

struct Root: View {
    var body: some View {
        TabView { Shell.pages }
    }
}

struct Library: View {
    let wide: Bool

    var body: some View {
        if wide {
            NavigationView {
                Text("Shelves")
                Text("Pick a shelf")
            }
            .navigationViewStyle(.columns)
        } else {
            NavigationView {
                Text("Shelves")
            }
            .navigationViewStyle(.stack)
        }
    }
}
