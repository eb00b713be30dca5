import SwiftUI

struct Mailbox: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
                Text("Sent")
            }
            NavigationView {
                List {
                    NavigationLink("Welcome") {
                        Text("Hello")
                    }
                }
            }
            .navigationViewStyle(.stack)
        }
    }
}

/// A navigation view made as a value in a button's action (a snapshot to share) is not shown
/// inside the one around the button.
struct Report: View {
    @State private var snapshot: AnyView?

    var body: some View {
        NavigationView {
            List {
                Text("Totals")
            }
            .navigationBarItems(trailing: shareButton)
        }
        .navigationViewStyle(.stack)
    }

    private var shareButton: some View {
        Button(action: {
            let page = NavigationView {
                List {
                    Text("Totals")
                }
            }
            .navigationViewStyle(.stack)
            snapshot = AnyView(page)
        }) {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
