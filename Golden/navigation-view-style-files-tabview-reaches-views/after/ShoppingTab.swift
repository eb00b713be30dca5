import SwiftUI

struct ShoppingTab: View {
    @State private var items = ["Eggs", "Flour", "Milk"]

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Shopping List")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
