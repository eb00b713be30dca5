// The flag starts with a constant of the app's, whose value navmigrate does not read: where it
// is true the link is active as the view appears, so it is refused.
import SwiftUI

enum Defaults {
    static let opensInbox = true
}

struct MailView: View {
    @State private var showsInbox = Defaults.opensInbox

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Inbox"), isActive: $showsInbox) { EmptyView() }
                Button("Inbox") { showsInbox = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
