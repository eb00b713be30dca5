import SwiftUI

/// The style the reader screens share: a type alias of SwiftUI's style is that style, so the
/// navigation view becomes what the style says (here, its two columns).
typealias ReaderNavigationStyle = DoubleColumnNavigationViewStyle

struct Ticket: Identifiable {
    let id: Int
    var subject: String
}

struct ReaderView: View {
    var tickets: [Ticket]

    var body: some View {
        NavigationView {
            List(tickets) { ticket in
                Text(ticket.subject)
            }
            Text("Select a ticket")
        }
        .navigationViewStyle(ReaderNavigationStyle())
    }
}
