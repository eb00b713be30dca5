// MailWindow's split view shows MessagesPane, in another file, as its content column, and
// MessagesPane has a two-column NavigationView of its own: a split view inside a column of
// another is not something NavigationSplitView does, so MessagesPane is left as it is, with a
// finding naming the column.
import SwiftUI

struct MailWindow: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
                Text("Sent")
            }
            MessagesPane()
            Text("No message selected")
        }
    }
}
