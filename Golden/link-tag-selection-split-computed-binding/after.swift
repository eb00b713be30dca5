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
        NavigationSplitView {
            List(selection: routing.screen) {
                NavigationLink(value: Screen.inbox) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(value: Screen.drafts) {
                    Label("Drafts", systemImage: "doc")
                }
            }
        } detail: {
            switch routing.screen.wrappedValue {
            case Screen.inbox?:
                Text("Inbox")
            case Screen.drafts?:
                Text("Drafts")
            default:
                Text("Nothing selected")
            }
        }
    }
}
