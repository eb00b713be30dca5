import SwiftUI

struct SendFlow: View {
    @State private var path: [Int] = []
    let isEmbedded: Bool

    var body: some View {
        VStack {
            Text("Send")
        }
        // Shown once something is pushed.
        .navigationBarHidden(!path.isEmpty)
        .navigationBarItems(trailing: Text("Step"))
    }
}

struct ReceiveFlow: View {
    let isEmbedded: Bool
    let isLocked: Bool

    var body: some View {
        Text("Receive")
            .navigationBarHidden(!(isEmbedded || isLocked))
    }
}
