import SwiftUI

enum Pane: Hashable {
    case scan, stock, shopping
}

// A sidebar written for iPad and Mac: each link also carries the list's `.tag`, the scanner
// exists only on iOS, and only iPad shows a placeholder beside the sidebar.
struct PantrySidebar: View {
    @State private var selection: Pane? = .stock

    var body: some View {
        NavigationView {
            List(selection: $selection) {
#if os(iOS)
                NavigationLink(destination: Text("Scanner"), tag: Pane.scan, selection: $selection) {
                    Label("Scan", systemImage: "barcode")
                }
                .tag(Pane.scan)
#endif
                NavigationLink(destination: Text("Stock"), tag: Pane.stock, selection: $selection) {
                    Label("Stock", systemImage: "tray")
                }
                .tag(Pane.stock)
                NavigationLink(destination: Text("Shopping"), tag: Pane.shopping, selection: $selection) {
                    Label("Shopping", systemImage: "cart")
                }
                .tag(Pane.shopping)
            }
            .listStyle(.sidebar)
#if os(iOS)
            Text("Pick a pane")
#endif
        }
    }
}
