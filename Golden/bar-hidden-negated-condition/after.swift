import SwiftUI

struct SendFlow: View {
    @State private var path: [Int] = []
    let isEmbedded: Bool

    var body: some View {
        VStack {
            Text("Send")
        }
        // Shown once something is pushed.
        .toolbar(path.isEmpty ? .visible : .hidden, for: .navigationBar)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Text("Step")
            }
        }
    }
}

struct ReceiveFlow: View {
    let isEmbedded: Bool
    let isLocked: Bool

    var body: some View {
        Text("Receive")
            .toolbar((isEmbedded || isLocked) ? .visible : .hidden, for: .navigationBar)
    }
}
