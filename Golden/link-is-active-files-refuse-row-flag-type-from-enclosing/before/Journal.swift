// The row's property is of a type it names as the namespace around it lets it (`Entry` inside
// `Journal`); in the list's view that name means nothing, so the flag does not move up.
import SwiftUI

enum Journal {
    struct Entry: Identifiable {
        let id: Int
        var text: String
    }

    struct EntryRow: View {
        let entry: Entry
        @State private var showsEntry = false

        var body: some View {
            HStack {
                Text(entry.text)
                Button("Open") { showsEntry = true }
                NavigationLink(isActive: $showsEntry) {
                    Text(entry.text)
                } label: {
                    EmptyView()
                }
            }
        }
    }
}
