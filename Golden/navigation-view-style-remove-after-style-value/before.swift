import SwiftUI

struct TicketRow: View {
    let code: String

    var body: some View {
        Text(code)
    }
}

struct TicketList: View {
    let codes: [String]

    var body: some View {
        List(codes, id: \.self) { code in
            TicketRow(code: code)
        }
        .listStyle(PlainListStyle())
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct TicketDesk: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open tickets") {
                TicketList(codes: ["A1", "B2"])
            }
        }
    }
}
