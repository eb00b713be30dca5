import SwiftUI

struct Inbox: View {
    @State private var composing = false

    var body: some View {
        Frame {
            VStack {
                Button("Compose") { composing = true }
                NavigationLink(destination: Text("New message"), isActive: $composing) {
                    EmptyView()
                }
            }
        }
    }
}
