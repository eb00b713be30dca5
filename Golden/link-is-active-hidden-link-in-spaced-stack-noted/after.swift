import SwiftUI

// A hidden link draws nothing, but the `VStack` puts its spacing beside it: it goes all the
// same, with a note that the gap closes.
struct Cart: View {
    @State private var pays = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image(systemName: "cart")
                Button("Pay") { pays = true }
            }
            .navigationDestination(isPresented: $pays) {
                Text("Payment")
            }
        }
    }
}
