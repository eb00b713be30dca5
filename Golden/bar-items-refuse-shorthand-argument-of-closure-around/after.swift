import SwiftUI

struct Entry: Identifiable {
    let id: Int
    let title: String
}

struct EntryEditor: View {
    let entry: Entry

    var body: some View {
        Text(entry.title)
    }
}

// The bar item uses `$0`, the sheet closure's argument: inside the `ToolbarItem` closure it
// would move into, `$0` would be that closure's own, so the modifier stays, with a finding.
// The sheet whose closure names its argument is migrated.
struct Journal: View {
    @State private var selected: Entry?
    @State private var opened: Entry?

    var body: some View {
        VStack {
            Text("Journal")
                .sheet(item: $selected) {
                    EntryEditor(entry: $0)
                        .navigationBarItems(trailing: Text($0.title))
                }
            Text("Drafts")
                .sheet(item: $opened) { entry in
                    EntryEditor(entry: entry)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Text(entry.title)
                            }
                        }
                }
        }
    }
}
