import SwiftUI

// `InboxView` is pushed from `FoldersView` and is also the root of a tab: its navigation
// view must go in one place and stay in the other, which only a person can split.
struct FoldersView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Inbox") { InboxView() }
            }
        }
    }
}

struct InboxView: View {
    var body: some View {
        NavigationView {
            Text("No mail")
                .navigationTitle("Inbox")
        }
        .navigationViewStyle(.stack)
    }
}

struct RootView: View {
    var body: some View {
        TabView {
            FoldersView()
                .tabItem { Text("Folders") }
            InboxView()
                .tabItem { Text("Inbox") }
        }
    }
}
