// A row whose initializer is written on one line: it takes the flag's binding last and sets it
// first, on that same line.
import SwiftUI

struct Tag: Hashable {
    var name: String
}

struct TagRow: View {
    let tag: Tag
    @State private var renaming = false

    init(tag: Tag) { self.tag = tag }

    var body: some View {
        Text(tag.name)
            .contextMenu {
                Button("Rename") { renaming = true }
            }
            .background(
                NavigationLink(destination: Text("Rename \(tag.name)"), isActive: $renaming) {
                    EmptyView()
                }
            )
    }
}
