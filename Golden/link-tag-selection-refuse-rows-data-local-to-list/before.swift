// The rows' data is a value declared inside the `List` (`let open = ...`): the destination
// that looks the selection up in it goes outside the rows, where it cannot see it. Refused,
// naming the value and what to do.
import SwiftUI

struct Ticket: Identifiable {
    let id: Int
    var subject: String
    var closed: Bool
}

final class Desk: ObservableObject {
    @Published var tickets = [Ticket(id: 1, subject: "Login", closed: false)]
    @Published var openedID: Int?
}

struct DeskView: View {
    @StateObject private var desk = Desk()

    var body: some View {
        NavigationView {
            List {
                let open = desk.tickets.filter { !$0.closed }
                ForEach(open) { ticket in
                    NavigationLink(tag: ticket.id, selection: $desk.openedID) {
                        Text(ticket.subject)
                    } label: {
                        Text(ticket.subject)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
