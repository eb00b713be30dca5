import SwiftUI

struct Checkout: View {
    @State private var scanning = false
    @State private var paid = false

    var body: some View {
        VStack {
            Button("Scan card") { scanning = true }
            Button("Pay") { paid = true }
            NavigationLink(destination: Text("Paid"), isActive: $paid) { EmptyView() }
            NavigationLink(destination: Text("Receipt"), isActive: $paid) { EmptyView() }
        }
        .sheet(isPresented: $scanning) {
            NavigationView {
                Text("Hold the card to the camera")
                    .navigationTitle("Scan")
            }
        }
    }
}
