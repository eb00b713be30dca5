import SwiftUI

enum Pane: Hashable {
    case scan, stock, shopping
}

// A sidebar written for iPad and Mac: each link also carries the list's `.tag`, the scanner
// exists only on iOS, and only iPad shows a placeholder beside the sidebar.
struct PantrySidebar: View {
    @State private var selection: Pane? = .stock

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
#if os(iOS)
                NavigationLink(value: Pane.scan) {
                    Label("Scan", systemImage: "barcode")
                }
#endif
                NavigationLink(value: Pane.stock) {
                    Label("Stock", systemImage: "tray")
                }
                NavigationLink(value: Pane.shopping) {
                    Label("Shopping", systemImage: "cart")
                }
            }
            .listStyle(.sidebar)
        } detail: {
            switch selection {
#if os(iOS)
            case Pane.scan?:
                Text("Scanner")
#endif
            case Pane.stock?:
                Text("Stock")
            case Pane.shopping?:
                Text("Shopping")
            default:
#if os(iOS)
                Text("Pick a pane")
#else
                EmptyView()
#endif
            }
        }
    }
}
