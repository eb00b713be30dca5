import SwiftUI

// With several items, a comment after the call's `)` on the last item's line stays with that
// item; one after a `)` on a line of its own goes on the toolbar's first line.
struct Mailbox: View {
    var body: some View {
        List {
            Text("Inbox")
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Compose") { } // opens the composer
            }
        }
    }
}

struct Drafts: View {
    var body: some View {
        List {
            Text("Draft")
        }
        .toolbar { // both open sheets
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("New") { }
            }
        }
    }
}
