import SwiftUI

struct Invoice {
    var number: String
}

struct InvoiceEditor: View {
    var invoice: Invoice

    var body: some View {
        Text("Editing \(invoice.number)")
    }
}

struct PaymentHistory: View {
    var body: some View {
        Text("Payments")
    }
}

struct InvoiceView: View {
    let invoice: Invoice

    enum Route: Hashable, Codable {
        case editing, payments
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading) {
                    Text(invoice.number)
                        .font(.title)
                    Button("Edit") { if !path.contains(.editing) { path.append(.editing) } }
                    Button("Payments") { if !path.contains(.payments) { path.append(.payments) } }
                }
            }
            // Pushed by the buttons above.
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .editing:
                    InvoiceEditor(invoice: invoice)
                case .payments:
                    PaymentHistory()
                }
            }
        }
    }
}
