// `NavigationLink(isActive:)` with only a destination closure is no initializer of SwiftUI's:
// it is the app's own, declared where this run does not read. What it makes is unknown, so
// the link and the view's navigation view stay, with a finding.
import SwiftUI

struct InboxView: View {
    @State private var composing = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Compose") { composing = true }
                NavigationLink(isActive: $composing) {
                    Text("New message")
                }
            }
            .navigationTitle("Inbox")
        }
    }
}
