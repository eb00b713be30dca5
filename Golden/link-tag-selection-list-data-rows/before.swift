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
        NavigationView {
            List(model.invoices) { invoice in
                NavigationLink(invoice.customer, tag: invoice.id, selection: $model.openInvoiceID) {
                    InvoiceDetail(invoice: invoice)
                }
            }
            .navigationTitle("Invoices")
            Text("No invoice open")
        }
    }
}
