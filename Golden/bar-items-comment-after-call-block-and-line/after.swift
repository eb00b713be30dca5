import SwiftUI

// Every comment after the call's `)`, block and line, stays, in its order.
struct Outbox: View {
    var body: some View {
        List {
            Text("Sent")
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                EditButton()
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Send") { } /* sends all */ // see the queue
            }
        }
    }
}
