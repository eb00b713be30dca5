import SwiftUI

// Each platform branch holds both columns, and there is no `#else`: the finding names the
// columns in one `#if`, which is what keeps this from migrating, and not the platforms no
// branch names.
struct MailRoot: View {
    var body: some View {
        NavigationView {
            #if os(iOS)
            MailboxList()
            Text("No message selected")
            #elseif os(macOS)
            MailboxList()
                .frame(minWidth: 200)
            Text("No message selected")
            #endif
        }
    }
}

struct MailboxList: View {
    var body: some View {
        List {
            Text("Inbox")
            Text("Sent")
        }
    }
}
