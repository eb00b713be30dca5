import SwiftUI

struct InboxView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Welcome")
            }
            .navigationBarTitle("Inbox", displayMode: .inline)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct DraftsView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Draft")
            }
            .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.large)
            .navigationBarTitle(Text("Drafts"), displayMode: .large)
        }
    }
}
