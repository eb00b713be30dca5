// A two-column split view whose last column is ProductGrid, a view in another file with links
// of its own: in a NavigationSplitView those links push only inside a stack, so the detail
// column gets a NavigationStack around ProductGrid. ProductGrid's file does not change.
import SwiftUI

struct Product: Identifiable, Hashable {
    let id: Int
    var name: String
    var price: Double
}

struct ShopView: View {
    var categories = ["Coffee", "Tea", "Mugs"]
    var products: [Product]

    var body: some View {
        NavigationSplitView {
            List(categories, id: \.self) { category in
                Text(category)
            }
            .navigationTitle("Shop")
        } detail: {
            NavigationStack {
                ProductGrid(products: products)
            }
        }
    }
}
