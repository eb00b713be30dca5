import SwiftUI

struct Recipe: Identifiable {
    let id: UUID
    var title: String
    var minutes: Int
}

struct RecipeDetail: View {
    var recipe: Recipe

    var body: some View {
        Text("\(recipe.minutes) minutes")
            .navigationTitle(recipe.title)
    }
}

struct RecipeBrowser: View {
    var recipes: [Recipe]
    @State private var selectedRecipeID: Recipe.ID?

    var body: some View {
        NavigationSplitView {
            List(recipes, selection: $selectedRecipeID) { recipe in
                NavigationLink(value: recipe.id) {
                    // Title first, time on the trailing edge.
                    HStack {
                        Text(recipe.title)
                        Spacer()
                        Text("\(recipe.minutes) min")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
        } detail: {
            if let selectedRecipeID = selectedRecipeID, let recipe = recipes.first(where: { $0.id == selectedRecipeID }) {
                RecipeDetail(recipe: recipe)
            } else {
                Text("Select a recipe")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
