import SwiftUI

extension View {
    /// The title every inbox screen uses.
    func inboxTitle(_ count: Int) -> some View {
        navigationTitle("Inbox (\(count))")
            .navigationBarTitleDisplayMode(.inline)
    }
}

struct InboxView: View {
    var body: some View {
        List {
            Text("Welcome")
        }
        .inboxTitle(3)
    }
}
