import SwiftUI

// A visible `tag:selection:` link written with its arguments on lines of their own, its label
// a step deeper under them, becomes a button on one line: the label's lines come back with it.
struct Inbox: View {
    @State private var open: Int?

    var body: some View {
        NavigationView {
            HStack {
                NavigationLink(
                    tag: 1, selection: $open,
                    destination: {
                        Text("First message")
                    }) {
                        Text("Read the first")
                            .bold()
                    }
                Text("Unread")
            }
            .onAppear { open = 1 }
        }
        .navigationViewStyle(.stack)
    }
}
