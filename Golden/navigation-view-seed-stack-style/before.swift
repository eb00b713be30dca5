import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct RecipeDetail: View {
    var recipe: Recipe

    var body: some View {
        Text(recipe.name)
            .font(.title)
    }
}

struct RecipeList: View {
    var recipes: [Recipe]

    var body: some View {
        NavigationView { // This is deprecated.
            List(recipes) { recipe in
                NavigationLink(recipe.name) {
                    RecipeDetail(recipe: recipe)
                }
            }
            .navigationTitle("Recipes")
        }
        .navigationViewStyle(.stack)
    }
}
