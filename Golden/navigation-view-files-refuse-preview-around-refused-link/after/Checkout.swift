import SwiftUI

struct Checkout: View {
    var body: some View {
        VStack {
            Text("Basket")
            NavigationLink(destination: Text("Paid"), isActive: .constant(false)) {
                Text("Pay")
            }
        }
    }
}

struct Checkout_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            Checkout()
        }
    }
}
