import SwiftUI

struct InboxList: View {
    var body: some View {
        List {
            Text("Inbox")
        }
    }
}

/// Ships to iOS 15 too: the old container stays in the branch that runs before iOS 16.
struct InboxRoot: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack {
                InboxList()
            }
        } else {
            NavigationView {
                InboxList()
            }
            .navigationViewStyle(.stack)
        }
    }
}

struct LegacyInboxRoot: View {
    var body: some View {
        if #unavailable(iOS 16) {
            NavigationView {
                InboxList()
            }
        }
    }
}
