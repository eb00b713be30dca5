import SwiftUI

struct TicketsScreen: View {
    enum Pane: Hashable { case summary, history }

    @State private var pane: Pane?

    var body: some View {
        NavigationView {
            ZStack {
                NavigationLink(tag: Pane.summary, selection: $pane, destination: { Text("Summary") }, label: { EmptyView() })
                NavigationLink(tag: Pane.history, selection: $pane, destination: { Text("History") }, label: { EmptyView() })
                List(0..<3, id: \.self) { row in
                    Button("Ticket \(row)") {
                        pane = row == 0 ? .summary : .history
                    }
                }
            }
            .navigationTitle("Tickets")

            Text("Pick a ticket")
        }
    }
}
