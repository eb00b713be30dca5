import SwiftUI

// One flag drives a link in an `if #available` branch and one in its `else`, which runs only on
// older systems and stays as written: the first goes with it, so it stays too, and says so in a
// note that points at that code (the navigation view waits with them).
struct CartView: View {
    @State private var checksOut = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Check out") { checksOut = true }
                if #available(iOS 15.0, *) {
                    NavigationLink("", isActive: $checksOut) {
                        Text("Checkout")
                    }
                } else {
                    NavigationLink("", isActive: $checksOut) {
                        Text("Checkout")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
