import SwiftUI

// The navigation view holds the app's link through its modifier: it waits for that link, as
// it would for one written in its body.
struct Inbox: View {
    @State private var opened: String?

    var body: some View {
        NavigationView {
            List(["Welcome", "Receipt"], id: \.self) { subject in
                Button(subject) { opened = subject }
            }
            .opening(item: $opened) { subject in
                Text(subject ?? "")
            }
        }
        .navigationViewStyle(.stack)
    }
}
