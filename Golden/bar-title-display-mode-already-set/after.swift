import SwiftUI

struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Welcome")
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct DraftsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Draft")
            }
            .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.large)
            .navigationTitle(Text("Drafts"))
        }
    }
}
