import SwiftUI

struct Mailbox: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Inbox")
                Text("Sent")
            }
        } detail: {
            NavigationStack {
                List {
                    NavigationLink("Welcome") {
                        Text("Hello")
                    }
                }
            }
        }
    }
}

/// A navigation view made as a value in a button's action (a snapshot to share) is not shown
/// inside the one around the button.
struct Report: View {
    @State private var snapshot: AnyView?

    var body: some View {
        NavigationStack {
            List {
                Text("Totals")
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    shareButton
                }
            }
        }
    }

    private var shareButton: some View {
        Button(action: {
            let page = NavigationStack {
                List {
                    Text("Totals")
                }
            }
            snapshot = AnyView(page)
        }) {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
