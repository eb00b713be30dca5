import SwiftUI

struct Ticket: Identifiable {
    let id: Int
    var subject: String
    var isUrgent: Bool
}

struct TicketDetail: View {
    var ticket: Ticket

    var body: some View {
        VStack(alignment: .leading) {
            Text(ticket.subject)
                .font(.headline)
            if ticket.isUrgent {
                Text("Urgent")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct TicketQueue: View {
    var tickets: [Ticket]
    // Restored from a deep link such as `support://ticket/42`.
    @State var openTicket: String?

    var body: some View {
        NavigationSplitView {
            List(tickets, selection: $openTicket) { ticket in
                NavigationLink(
                    value: String(ticket.id),
                    label: {
                        Label(ticket.subject, systemImage: ticket.isUrgent ? "exclamationmark.circle" : "circle")
                    }
                )
            }
            .navigationTitle("Support")
        } detail: {
            if let openTicket = openTicket, let ticket = tickets.first(where: { String($0.id) == openTicket }) {
                TicketDetail(ticket: ticket)
            } else {
                Text("No ticket open")
            }
        }
    }
}
