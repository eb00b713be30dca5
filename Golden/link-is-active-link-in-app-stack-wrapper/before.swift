import SwiftUI

// The app's own container, a function that shows its content in a navigation stack.
func StackShell<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    NavigationStack { content() }
}

// A hidden link that is the direct content of the app's wrapper: a destination on the
// `StackShell { }` call would sit outside the stack the wrapper makes, and push nothing; the
// button beside the link, inside that content, carries it. With nothing beside it, the link
// would stay, with a finding.
struct InboxView: View {
    @State private var opensMessage = false

    var body: some View {
        StackShell {
            Button("Open message") { opensMessage = true }
            NavigationLink(destination: Text("Message"), isActive: $opensMessage) { EmptyView() }
        }
    }
}
