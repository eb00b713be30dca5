// A generic sidebar keeps its selection as `Item?`, a type parameter only it can name: the
// split view's view could not declare that state, so the links and the navigation view stay.
import SwiftUI

struct PeaksRoot: View {
    var body: some View {
        NavigationView {
            PeakSidebar(items: ["Eiger", "Dom"])
            Text("Pick a peak")
        }
    }
}

struct PeakSidebar<Item: Hashable & CustomStringConvertible>: View {
    var items: [Item]
    @State private var picked: Item?

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                NavigationLink(item.description, tag: item, selection: $picked) {
                    Text(item.description)
                }
            }
        }
    }
}
