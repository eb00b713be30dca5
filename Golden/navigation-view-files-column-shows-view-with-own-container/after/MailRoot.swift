import SwiftUI

// The detail column shows `ThreadPane`, which has a navigation view of its own: it becomes the
// column's stack, so the split view adds none around it.
struct MailRoot: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Inbox")
            }
        } detail: {
            ThreadPane()
        }
    }
}
