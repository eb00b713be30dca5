import SwiftUI

struct ProductGrid: View {
    var products: [Product]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(products) { product in
                    NavigationLink {
                        Text(product.name)
                            .navigationTitle(product.name)
                    } label: {
                        Text(product.name)
                    }
                }
            }
        }
        .navigationTitle("Products")
    }
}
