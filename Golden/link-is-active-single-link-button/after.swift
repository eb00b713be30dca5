import SwiftUI

struct ComposeView: View {
    var body: some View {
        Text("Compose")
    }
}

struct MessagesView: View {
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            List {
                Text("No messages yet")
                Button("New message") { isComposing = true }
            }
            .onAppear {
                // Open the composer straight away on first launch.
                isComposing = true
            }
            .navigationDestination(isPresented: $isComposing) {
                ComposeView()
            }
        }
    }
}
