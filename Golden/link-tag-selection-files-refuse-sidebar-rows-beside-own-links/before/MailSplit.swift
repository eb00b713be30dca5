// The sidebar's list has links of its own and shows a rows view with more: both would write
// the split view's detail column, which navmigrate writes from one view's links. Everything
// stays, and the rows view's finding says why.
import SwiftUI

enum Box: Hashable {
    case inbox, sent, archive
}

struct MailSplit: View {
    @State private var box: Box?

    var body: some View {
        NavigationView {
            MailSidebar(box: $box)
            Text("No mailbox")
        }
    }
}

struct MailSidebar: View {
    @Binding var box: Box?

    var body: some View {
        List {
            NavigationLink(tag: Box.inbox, selection: $box) {
                Text("Inbox")
            } label: {
                Text("Inbox")
            }
            ArchiveRows(box: $box)
        }
    }
}
