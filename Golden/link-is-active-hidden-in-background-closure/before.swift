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
    @State private var isEditing = false
    @State private var isShowingPayments = false

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading) {
                    Text(invoice.number)
                        .font(.title)
                    Button("Edit") { isEditing = true }
                    Button("Payments") { isShowingPayments = true }
                }
            }
            .background {
                // Pushed by the buttons above.
                NavigationLink(destination: InvoiceEditor(invoice: invoice), isActive: $isEditing) { EmptyView() }
                NavigationLink(destination: PaymentHistory(), isActive: $isShowingPayments) { EmptyView() }
            }
        }
    }
}
