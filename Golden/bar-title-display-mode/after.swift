import SwiftUI

struct MessageView: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Message body")
            }
            .navigationTitle("Message")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct FoldersView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }.navigationTitle(Text("Folders")).navigationBarTitleDisplayMode(.large)
        }
    }
}

struct ThreadView: View {
    let compact: Bool

    var body: some View {
        Text("Thread")
            .navigationTitle(
                "Thread"
            )
            .navigationBarTitleDisplayMode(compact ? .inline : .automatic)
            .padding()
    }
}
