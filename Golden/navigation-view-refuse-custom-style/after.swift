import SwiftUI

/// The navigation style the reader screens share, an alias of an alias (only an alias of
/// SwiftUI's style itself is followed).
typealias ReaderNavigationStyle = ReaderBaseStyle
typealias ReaderBaseStyle = DoubleColumnNavigationViewStyle

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    static var compact: StackNavigationViewStyle { StackNavigationViewStyle() }
}

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

struct SupportView: View {
    var tickets: [Ticket]

    var body: some View {
        NavigationView {
            List(tickets) { ticket in
                Text(ticket.subject)
            }
            .navigationTitle("Support")
        }
        .navigationViewStyle(.compact)
    }
}
