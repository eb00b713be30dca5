import SwiftUI

// Links in toolbar items: the toolbar is not part of the stack's content, where SwiftUI looks
// for destinations, so the view the toolbar is on carries them (also through a helper).
struct ChatScreen: View {
    @State private var showProfile = false
    @State private var showSettings = false

    var body: some View {
        Text("Messages")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    avatarButton
                }
                ToolbarItem(placement: .topBarLeading) {
                    HStack {
                        NavigationLink(destination: Text("Settings"), isActive: $showSettings) {
                            Image(systemName: "gear")
                        }
                    }
                }
            }
            .navigationTitle("Chat")
            .onAppear { showProfile = false; showSettings = false }
    }

    var avatarButton: some View {
        NavigationLink(isActive: $showProfile) {
            Text("Profile")
        } label: {
            Image(systemName: "person.circle")
        }
        .opacity(0.5)
    }
}

struct Root: View {
    var body: some View {
        NavigationView { ChatScreen() }
            .navigationViewStyle(.stack)
    }
}
