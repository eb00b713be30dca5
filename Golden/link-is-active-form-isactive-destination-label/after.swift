import SwiftUI

struct Recipe: Hashable {
    var title: String
}

struct RecipeDetail: View {
    var recipe: Recipe

    var body: some View {
        Text(recipe.title)
    }
}

struct ShoppingList: View {
    var body: some View {
        Text("Shopping list")
    }
}

struct KitchenHome: View {
    let featured: Recipe

    enum Route: Hashable, Codable {
        case featured, shoppingList
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    NavigationLink(value: Route.featured) {
                        Text("Today: \(featured.title)")
                            .font(.headline)
                    }
                    NavigationLink(value: Route.shoppingList, label: {
                        Label("Shopping list", systemImage: "cart")
                    })
                }
                .padding()
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .featured:
                    RecipeDetail(recipe: featured)
                case .shoppingList:
                    ShoppingList()
                }
            }
        }
    }
}
