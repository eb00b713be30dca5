import SwiftUI

extension View {
    /// The title every inbox screen uses.
    func inboxTitle(_ count: Int) -> some View {
        navigationBarTitle("Inbox (\(count))", displayMode: .inline)
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
