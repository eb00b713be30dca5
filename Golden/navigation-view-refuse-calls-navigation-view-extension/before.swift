import SwiftUI

// The app's function is declared in an extension of `NavigationView`: called on a navigation
// view, it would not compile on the new container, and the style it sets is the stack's, which
// with two children is no split view either. The navigation views that call it stay, with a
// finding; the style in the extension stays, with a warning.
extension NavigationView {
    func phoneStack() -> some View {
        self.navigationViewStyle(.stack)
    }
}

struct Inbox: View {
    var body: some View {
        NavigationView {
            List {
                Text("Message")
            }
            Text("Select a message")
        }
        .phoneStack()
    }
}

struct Outbox: View {
    var body: some View {
        NavigationView {
            List {
                Text("Sent")
            }
        }
        .phoneStack()
    }
}
