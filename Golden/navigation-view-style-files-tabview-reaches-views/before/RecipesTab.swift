import SwiftUI

struct RecipesTab: View {
    var recipes = ["Pancakes", "Risotto", "Tacos"]

    var body: some View {
        NavigationView {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe, destination: Text(recipe))
            }
            .navigationBarTitle("Recipes")
        }
    }
}
