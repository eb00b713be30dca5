import SwiftUI

struct HomeScreen: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationView {
            Text("Home")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        ZStack {
                            Button("Help") { showsHelp = true }
                            HiddenLink(destination: Text("Help"), isActive: $showsHelp)
                        }
                    }
                }
        }
        .navigationViewStyle(.stack)
    }
}

// Through a helper of the view, or another view that the toolbar item shows: still a toolbar.
struct InboxScreen: View {
    @State private var showsCompose = false

    var body: some View {
        NavigationView {
            Text("Inbox")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        composeItem
                    }
                }
        }
        .navigationViewStyle(.stack)
    }

    private var composeItem: some View {
        ZStack {
            Button("Compose") { showsCompose = true }
            QuietLink(destination: Text("Compose"), isActive: $showsCompose)
        }
    }
}

struct SendButton: View {
    @Binding var showsSend: Bool

    var body: some View {
        ZStack {
            Button("Send") { showsSend = true }
            MutedLink(destination: Text("Send"), isActive: $showsSend)
        }
    }
}

struct OutboxScreen: View {
    @State private var showsSend = false

    var body: some View {
        NavigationView {
            Text("Outbox")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        SendButton(showsSend: $showsSend)
                    }
                }
        }
        .navigationViewStyle(.stack)
    }
}
