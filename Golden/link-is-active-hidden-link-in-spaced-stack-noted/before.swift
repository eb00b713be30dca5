import SwiftUI

// A hidden link draws nothing, but the `VStack` puts its spacing beside it: it goes all the
// same, with a note that the gap closes.
struct Cart: View {
    @State private var pays = false

    var body: some View {
        NavigationView {
            VStack(spacing: 20) {
                NavigationLink(destination: Text("Payment"), isActive: $pays) { EmptyView() }
                Image(systemName: "cart")
                Button("Pay") { pays = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
