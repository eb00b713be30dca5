import SwiftUI

struct MessageView: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Message body")
            }
            .navigationBarTitle("Message", displayMode: .inline)
        }
    }
}

struct FoldersView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }.navigationBarTitle(Text("Folders"), displayMode: .large)
        }
    }
}

struct ThreadView: View {
    let compact: Bool

    var body: some View {
        Text("Thread")
            .navigationBarTitle(
                "Thread",
                displayMode: compact ? .inline : .automatic
            )
            .padding()
    }
}
