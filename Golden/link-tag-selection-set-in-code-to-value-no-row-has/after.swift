import SwiftUI

// The shelf open at the last run opens again; a name no row has any more opened nothing,
// since no link had that tag, and the placeholder stayed. The detail column checks that a row
// holds the selection.
struct Shelves: View {
    @State private var open: String?
    let names = ["Fiction", "Poetry"]
    /// The shelf open when the app last ran, which may since have gone.
    let remembered: String?

    var body: some View {
        NavigationSplitView {
            List(names, id: \.self, selection: $open) { name in
                NavigationLink(name, value: name)
            }
        } detail: {
            if let name = open, names.contains(name) {
                Text("Books in \(name)")
            } else {
                Text("Pick a shelf")
            }
        }
        .onAppear { open = remembered }
    }
}
