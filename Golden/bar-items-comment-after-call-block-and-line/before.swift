import SwiftUI

// Every comment after the call's `)`, block and line, stays, in its order.
struct Outbox: View {
    var body: some View {
        List {
            Text("Sent")
        }
        .navigationBarItems(leading: EditButton(),
                            trailing: Button("Send") { }) /* sends all */ // see the queue
    }
}
