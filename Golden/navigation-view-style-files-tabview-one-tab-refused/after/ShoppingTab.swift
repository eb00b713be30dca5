import SwiftUI

struct ShoppingTab: View {
    @State private var items = ["Eggs", "Flour", "Milk"]

    var body: some View {
        NavigationView {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Shopping List")
            .navigationBarTitleDisplayMode(.inline)
            Text("Pick an item")
        }
    }
}
