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
        NavigationView {
            List {
                ForEach(tickets) { ticket in
                    NavigationLink(
                        destination: TicketDetail(ticket: ticket),
                        tag: String(ticket.id),
                        selection: $openTicket,
                        label: {
                            Label(ticket.subject, systemImage: ticket.isUrgent ? "exclamationmark.circle" : "circle")
                        }
                    )
                }
            }
            .navigationTitle("Support")
            Text("No ticket open")
        }
    }
}
