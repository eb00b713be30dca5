import SwiftUI

struct CheckoutShell<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        NavigationStack {
            content
        }
    }
}

struct CartView: View {
    @State private var paying = false

    var body: some View {
        Button("Pay") { paying = true }
            .sheet(isPresented: $paying) {
                CheckoutShell {
                    NavigationView {
                        Text("Card details")
                    }
                }
            }
    }
}
