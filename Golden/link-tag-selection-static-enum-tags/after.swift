import SwiftUI

enum Screen: Hashable {
    case inbox
    case drafts
    case settings
}

struct InboxView: View {
    var body: some View {
        Text("Inbox")
    }
}

struct DraftsView: View {
    var body: some View {
        Text("Drafts")
    }
}

struct SettingsView: View {
    var body: some View {
        Form {
            Toggle("Notifications", isOn: .constant(true))
        }
    }
}

struct MailSidebar: View {
    @State private var screen: Screen? = .inbox

    var body: some View {
        NavigationSplitView {
            List(selection: $screen) {
                NavigationLink(value: Screen.inbox) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(value: Screen.drafts) {
                    Label("Drafts", systemImage: "doc")
                }
                // Settings sits apart from the mailboxes.
                Section {
                    NavigationLink(value: Screen.settings) {
                        Label("Settings", systemImage: "gear")
                    }
                }
            }
            .navigationTitle("Mail")
        } detail: {
            switch screen {
            case Screen.inbox?:
                InboxView()
            case Screen.drafts?:
                DraftsView()
            case Screen.settings?:
                SettingsView()
            default:
                Text("Nothing selected")
            }
        }
    }
}
