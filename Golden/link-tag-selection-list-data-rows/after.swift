import SwiftUI

struct Invoice: Identifiable {
    let id: Int
    var customer: String
    var total: String
}

final class BillingModel: ObservableObject {
    @Published var invoices: [Invoice] = []
    @Published var openInvoiceID: Invoice.ID?
}

struct InvoiceDetail: View {
    var invoice: Invoice

    var body: some View {
        Form {
            LabeledContent("Customer", value: invoice.customer)
            LabeledContent("Total", value: invoice.total)
        }
    }
}

struct InvoicesView: View {
    @ObservedObject var model: BillingModel

    var body: some View {
        NavigationSplitView {
            List(model.invoices, selection: $model.openInvoiceID) { invoice in
                NavigationLink(invoice.customer, value: invoice.id)
            }
            .navigationTitle("Invoices")
        } detail: {
            if let selectedID = model.openInvoiceID, let invoice = model.invoices.first(where: { $0.id == selectedID }) {
                InvoiceDetail(invoice: invoice)
            } else {
                Text("No invoice open")
            }
        }
    }
}
