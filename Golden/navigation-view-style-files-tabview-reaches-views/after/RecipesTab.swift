import SwiftUI

struct RecipesTab: View {
    var recipes = ["Pancakes", "Risotto", "Tacos"]

    var body: some View {
        NavigationStack {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe) { Text(recipe) }
            }
            .navigationTitle("Recipes")
        }
    }
}
