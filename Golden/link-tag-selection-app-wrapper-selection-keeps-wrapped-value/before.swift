import SwiftUI

enum Mailbox: Hashable {
    case inbox, sent
}

/// The app's own wrapper: it stores a name, and projects a binding of the mailbox it names.
@propertyWrapper
struct StoredMailbox {
    var wrappedValue: String
    var projectedValue: Binding<Mailbox?> { .constant(nil) }
}

struct MailSettings {
    @StoredMailbox var mailbox: String = "inbox"
}

// `settings.$mailbox` is a binding of a `Mailbox?`, but `settings.mailbox` is the name the
// wrapper stores: the detail column reads the selection as `settings.$mailbox.wrappedValue`.
struct MailSidebar: View {
    let settings: MailSettings

    var body: some View {
        NavigationView {
            List {
                NavigationLink(tag: Mailbox.inbox, selection: settings.$mailbox) {
                    Text("Inbox messages")
                } label: {
                    Text("Inbox")
                }
                NavigationLink(tag: Mailbox.sent, selection: settings.$mailbox) {
                    Text("Sent messages")
                } label: {
                    Text("Sent")
                }
            }
            Text("Pick a mailbox")
        }
    }
}
