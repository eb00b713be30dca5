import SwiftUI

struct RecipesWindow: View {
    let recipes = ["Bread", "Soup", "Salad"]

    var body: some View {
        NavigationView {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe) {
                    RecipeDetail(name: recipe)
                }
            }
            .frame(minWidth: 200)
        }
    }
}

struct RecipeDetail: View {
    let name: String

    var body: some View {
        Text(name)
            .padding()
    }
}
