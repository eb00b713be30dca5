import SwiftUI

// The view beside the hidden link is written `self.sendButton`: it carries the destination in
// the `else` branch, as `sendButton` would.
struct Compose: View {
    @State private var isSyncing = false
    @State private var isSending = false

    var sendButton: some View {
        Button("Send") { isSending = true }
    }

    var body: some View {
        NavigationStack {
            VStack {
                if isSyncing {
                    ProgressView()
                } else {
                    self.sendButton
                        .disabled(isSyncing)
                        .navigationDestination(isPresented: $isSending) {
                            Text("Sent")
                        }
                }
            }
        }
    }
}
