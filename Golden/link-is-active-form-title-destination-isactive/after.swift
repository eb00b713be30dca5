import SwiftUI

struct InboxView: View {
    var body: some View {
        Text("Inbox")
    }
}

struct ArchiveView: View {
    var body: some View {
        Text("Archive")
    }
}

struct MailboxList: View {
    enum Route: Hashable, Codable {
        case inbox, archive
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Inbox", value: Route.inbox)
                NavigationLink("Archive", value: Route.archive)
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .inbox:
                    InboxView()
                case .archive:
                    ArchiveView()
                }
            }
        }
    }
}
