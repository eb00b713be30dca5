import SwiftUI

struct StoreSidebar: View {
    @State private var selection: String? = nil
    @AppStorage("lastStore") private var lastStore = ""

    var body: some View {
        List {
            NavigationLink(destination: StoreView(name: selection), tag: "North", selection: $selection) {
                Text("North")
            }
            NavigationLink(destination: StoreView(name: selection), tag: "South", selection: $selection) {
                Text("South")
            }
            Text("Last visited: \(lastStore)")
        }
    }
}
