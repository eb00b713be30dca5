// The sidebar's links show NoteDetail, a view in another file that wraps itself in a
// NavigationView. In the split view NoteDetail becomes the detail column, which has a bar of
// its own, so its NavigationView goes and its title stays.
import SwiftUI

struct NotesSplitView: View {
    @State private var selection: Int?
    var ids = [1, 2, 3]

    var body: some View {
        NavigationSplitView {
            List(ids, id: \.self, selection: $selection) { id in
                NavigationLink("Note \(id)", value: id)
            }
        } detail: {
            if let id = selection {
                NoteDetail(id: id)
            } else {
                Text("Pick a note")
            }
        }
    }
}
