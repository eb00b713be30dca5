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
    @State private var isShowingFeatured = false
    @State private var isShowingShoppingList = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    NavigationLink(isActive: $isShowingFeatured) {
                        RecipeDetail(recipe: featured)
                    } label: {
                        Text("Today: \(featured.title)")
                            .font(.headline)
                    }
                    NavigationLink(isActive: $isShowingShoppingList, destination: {
                        ShoppingList()
                    }, label: {
                        Label("Shopping list", systemImage: "cart")
                    })
                }
                .padding()
            }
        }
    }
}
