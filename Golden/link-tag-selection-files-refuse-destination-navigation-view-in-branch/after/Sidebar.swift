import SwiftUI

enum Section: Hashable {
    case shelves, stock
}

struct StoreSidebar: View {
    @State private var section: Section? = .stock

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: ShelvesScreen(), tag: Section.shelves, selection: $section) {
                    Label("Shelves", systemImage: "tray")
                }
                NavigationLink(destination: Text("Stock"), tag: Section.stock, selection: $section) {
                    Label("Stock", systemImage: "cart")
                }
            }
            Text("Pick a section")
        }
    }
}
