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
        NavigationView {
            List {
                ForEach(recipes) { recipe in
                    NavigationLink(tag: recipe.id, selection: $selectedRecipeID) {
                        RecipeDetail(recipe: recipe)
                    } label: {
                        // Title first, time on the trailing edge.
                        HStack {
                            Text(recipe.title)
                            Spacer()
                            Text("\(recipe.minutes) min")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Recipes")

            Text("Select a recipe")
                .foregroundStyle(.secondary)
        }
    }
}
