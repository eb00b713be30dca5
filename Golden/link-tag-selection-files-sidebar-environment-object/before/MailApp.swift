// The sidebar's links select through a member of the app's model, which the split view owns
// and hands its columns as an environment object: the sidebar's list takes `$model.mailbox`
// and the split view's detail column switches over `model.mailbox`, reading the same object.
import SwiftUI

enum Mailbox: Hashable {
    case inbox, drafts
}

final class MailModel: ObservableObject {
    @Published var mailbox: Mailbox?
    @Published var unread = 0
}

struct MailRoot: View {
    @StateObject private var model = MailModel()

    var body: some View {
        NavigationView {
            MailSidebar()
            Text("No mailbox selected")
        }
        .environmentObject(model)
    }
}
