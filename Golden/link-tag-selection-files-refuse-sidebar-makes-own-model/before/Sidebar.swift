// The sidebar's links select through a shared model the sidebar fetches for itself
// (`= Router.shared`) rather than one the split view hands it: navmigrate cannot tell that the
// split view's detail column would read the same object, so the links stay, with a finding
// that says so and how to hand it down.
import SwiftUI

final class Router: ObservableObject {
    static let shared = Router()
    @Published var section: Section?
}

enum Section: Hashable {
    case inbox, sent
}

struct Sidebar: View {
    @ObservedObject private var router = Router.shared

    var body: some View {
        List {
            NavigationLink(tag: Section.inbox, selection: $router.section) {
                Text("Inbox messages")
            } label: {
                Text("Inbox")
            }
            NavigationLink(tag: Section.sent, selection: $router.section) {
                Text("Sent messages")
            } label: {
                Text("Sent")
            }
        }
    }
}
