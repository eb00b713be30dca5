// The sidebar's destinations read the selection itself (`StoreView(name: selection)`): once the
// state moves up into the split view under the same name, the detail column reads it there.
import SwiftUI

struct StoresRoot: View {
    @State private var selection: String? = nil

    var body: some View {
        NavigationSplitView {
            StoreSidebar(selection: $selection)
        } detail: {
            switch selection {
            case "North"?:
                StoreView(name: selection)
            case "South"?:
                StoreView(name: selection)
            default:
                Text("Pick a store")
            }
        }
    }
}

struct StoreView: View {
    var name: String?

    var body: some View {
        Text(name ?? "No store")
    }
}
