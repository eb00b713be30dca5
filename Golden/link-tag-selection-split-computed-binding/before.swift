import SwiftUI

enum Screen: Hashable {
    case inbox
    case drafts
}

struct Routing {
    var screen: Screen?
}

struct MailSidebar: View {
    /// The app's router hands the sidebar a binding into its state.
    let routing: Binding<Routing>

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Inbox"), tag: Screen.inbox, selection: routing.screen) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(destination: Text("Drafts"), tag: Screen.drafts, selection: routing.screen) {
                    Label("Drafts", systemImage: "doc")
                }
            }
            Text("Nothing selected")
        }
    }
}
