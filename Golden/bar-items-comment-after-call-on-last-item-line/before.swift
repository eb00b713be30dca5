import SwiftUI

// With several items, a comment after the call's `)` on the last item's line stays with that
// item; one after a `)` on a line of its own goes on the toolbar's first line.
struct Mailbox: View {
    var body: some View {
        List {
            Text("Inbox")
        }
        .navigationBarItems(leading: EditButton(),
                            trailing: Button("Compose") { }) // opens the composer
    }
}

struct Drafts: View {
    var body: some View {
        List {
            Text("Draft")
        }
        .navigationBarItems(
            leading: EditButton(),
            trailing: Button("New") { }
        ) // both open sheets
    }
}
