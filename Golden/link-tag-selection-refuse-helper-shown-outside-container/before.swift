import SwiftUI

// Links written in a helper that the view shows in its navigation view, and also beside it in a
// pane of its own: the selection there drives no column, so the links stay, with the navigation
// view, and the finding names the helper and the place outside.
struct Countries: View {
    @State private var selected: String?
    let names = ["Chad", "Peru"]

    var body: some View {
        HStack {
            NavigationView {
                rows(names)
            }
            .navigationViewStyle(.stack)
            rows(names.reversed())
        }
    }

    func rows(_ names: [String]) -> some View {
        List(names, id: \.self) { name in
            NavigationLink(destination: Text(name), tag: name, selection: $selected) {
                Text(name)
            }
        }
    }
}
