import SwiftUI

struct ShoppingTab: View {
    @State private var items = ["Eggs", "Flour", "Milk"]

    var body: some View {
        NavigationView {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationBarTitle("Shopping List", displayMode: .inline)
        }
    }
}
