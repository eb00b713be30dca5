import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var steps: [String]
}

struct ContentView: View {
    @State private var recipes: [Recipe] = []

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name) {
                    RecipeDetail(recipe: recipe)
                }
            }
            .navigationTitle("Recipes")
        }
    }
}

struct RecipeDetail: View {
    var recipe: Recipe

    var body: some View {
        List(recipe.steps, id: \.self) { step in
            Text(step)
        }
        .navigationTitle(recipe.name)
    }
}
