import SwiftUI

struct ShopRoot: View {
    var body: some View {
        NavigationView {
            Checkout()
        }
    }
}
