import SwiftUI

struct Compose: View {
    @State private var sending = false

    var body: some View {
        VStack {
            Button("Send") { sending = true }
            NavigationLink(destination: Text("Sent"), isActive: $sending) {
                EmptyView()
            }
        }
    }
}
