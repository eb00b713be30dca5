import SwiftUI

// A navigation view held in a local value or in a helper of the view, whose style is applied
// to that name elsewhere: navmigrate reads a style only where it is written on the navigation
// view (or on a view that shows it), so it cannot tell stack from columns here. The navigation
// view and the style both stay, each with a finding that names the other; neither becomes a
// stack that drops the columns, or the style removed as if nothing were left.
struct BrokersView: View {
    var body: some View {
        content()
    }

    func content() -> some View {
        let view = NavigationView {
            List {
                NavigationLink("Broker") { Text("Topics") }
            }
            .navigationTitle("Brokers")
        }

        #if targetEnvironment(macCatalyst)
        return view
        #else
        return view.navigationViewStyle(.stack)
        #endif
    }
}

struct Shelf: View {
    var body: some View {
        library.navigationViewStyle(.columns)
    }

    var library: some View {
        NavigationView {
            List {
                NavigationLink("Item") { Text("Detail") }
            }
            .navigationTitle("Library")
        }
    }
}
