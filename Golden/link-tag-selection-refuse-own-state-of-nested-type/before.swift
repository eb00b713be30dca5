// The sidebar's own selection state is of a type declared inside the sidebar view: moved up
// into the split view's view, `Pane?` would name nothing there, so the state stays, and with it
// the links and the navigation view, with a finding that says to write the type in full.
import SwiftUI

struct Sidebar: View {
    enum Pane: String, CaseIterable, Hashable {
        case books, authors
    }

    @State var pane: Pane?

    var body: some View {
        List {
            ForEach(Pane.allCases, id: \.self) { item in
                NavigationLink(item.rawValue, tag: item, selection: $pane) {
                    Text(item.rawValue)
                }
            }
        }
    }
}

struct LibraryWindow: View {
    var body: some View {
        NavigationView {
            Sidebar()
            Text("Pick a pane")
        }
    }
}
