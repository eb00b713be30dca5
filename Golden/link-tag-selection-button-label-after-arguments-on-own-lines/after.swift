import SwiftUI

// A visible `tag:selection:` link written with its arguments on lines of their own, its label
// a step deeper under them, becomes a button on one line: the label's lines come back with it.
struct Inbox: View {
    @State private var open: Int?

    var body: some View {
        NavigationStack {
            HStack {
                Button { open = 1 } label: {
                    Text("Read the first")
                        .bold()
                }
                Text("Unread")
            }
            .onAppear { open = 1 }
            .navigationDestination(isPresented: Binding(
                get: { open == 1 },
                set: { if !$0, open == 1 { open = nil } }
            )) {
                Text("First message")
            }
        }
    }
}
