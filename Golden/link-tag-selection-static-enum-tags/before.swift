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
        NavigationView {
            List {
                NavigationLink(destination: InboxView(), tag: Screen.inbox, selection: $screen) {
                    Label("Inbox", systemImage: "tray")
                }
                NavigationLink(destination: DraftsView(), tag: Screen.drafts, selection: $screen) {
                    Label("Drafts", systemImage: "doc")
                }
                // Settings sits apart from the mailboxes.
                Section {
                    NavigationLink(destination: SettingsView(), tag: Screen.settings, selection: $screen) {
                        Label("Settings", systemImage: "gear")
                    }
                }
            }
            .navigationTitle("Mail")

            Text("Nothing selected")
        }
    }
}
