import SwiftUI
import StoreKitUI

/// `ConnectedScreen` comes from a library: a view protocol whose `body(props:)` makes the view.
/// The inbox is pushed from the home's stack, so its own navigation view goes, as a plain
/// view's would.
struct InboxScreen: ConnectedScreen {
    struct Props { let unread: Int }

    func map(state: AppState) -> Props { Props(unread: state.unread) }

    func body(props: Props) -> some View {
        List(0..<props.unread, id: \.self) { index in
            Text("Message \(index)")
        }
        .navigationTitle("Inbox")
    }
}

struct HomeScreen: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    InboxScreen()
                } label: {
                    Text("Inbox")
                }
            }
        }
    }
}
