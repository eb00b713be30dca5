import SwiftUI

// `Tabs` is shown inside the root's navigation view, and has a navigation view of its own
// under `if session.isSignedIn`, which navmigrate does not evaluate: both become stacks (the
// `if` may be the view's own choice of where it has one), with a note at the inner one that
// an instance shown here taking that branch nests a stack in a stack.
final class Session: ObservableObject {
    @Published var isSignedIn = false
}

struct AppRoot: View {
    @StateObject private var session = Session()

    var body: some View {
        NavigationView {
            Tabs(session: session)
        }
        .navigationViewStyle(.stack)
    }
}
