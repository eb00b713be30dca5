import SwiftUI

struct CheckoutView: View {
    @State private var paid = false

    var body: some View {
        NavigationView {
            Button("Pay") { paid = true }
                .present(when: $paid, screen: Text("Receipt"))
        }
        .navigationViewStyle(.stack)
    }
}
