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
        NavigationView {
            List {
                ForEach(plums) { plum in NavigationLink(destination: Text(plum.name), /* ripe */ tag: plum.id, selection: $picked) { Text(plum.name) } }
            }
            Text("Pick one")
        }
    }
}
