import SwiftUI

struct Category: Identifiable, Hashable {
    let id: Int
    var title: String
    var items: [String]
}

struct ItemList: View {
    var category: Category

    var body: some View {
        List(category.items, id: \.self) { item in
            NavigationLink(item) {
                Text(item)
                    .font(.largeTitle)
            }
        }
        .navigationTitle(category.title)
    }
}

struct CatalogView: View {
    var categories: [Category]

    var body: some View {
        NavigationView { // This is deprecated.
            List(categories) { category in
                NavigationLink(category.title) {
                    ItemList(category: category)
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Catalog")

            Text("Pick a category")
                .font(.headline)

            Text("Pick an item")
                .foregroundStyle(.secondary)
        }
    }
}
