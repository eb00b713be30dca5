// A sidebar row written on its `ForEach`'s line, with a comment among the arguments the link
// loses: the list takes the `ForEach`'s data and the link becomes a value link. The comment,
// on a line the list's rewrite takes whole, goes with the arguments.
import SwiftUI

struct Plum: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct Orchard: View {
    var plums: [Plum]
    @State private var picked: Int?

    var body: some View {
        NavigationSplitView {
            List(plums, selection: $picked) { plum in NavigationLink(value: plum.id) { Text(plum.name) }
            }
        } detail: {
            if let picked = picked, let plum = plums.first(where: { $0.id == picked }) {
                Text(plum.name)
            } else {
                Text("Pick one")
            }
        }
    }
}
