import SwiftUI

enum Device {
    static var isDesktop = false
}

/// Its stack is in one branch, which a global decides, not the arguments of the push.
struct ReceiptForm: View {
    var body: some View {
        if Device.isDesktop {
            NavigationStack {
                Text("Receipt")
            }
        } else {
            Text("Receipt")
        }
    }
}

struct ExpensesView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Add receipt") {
                ReceiptForm()
            }
        }
    }
}
