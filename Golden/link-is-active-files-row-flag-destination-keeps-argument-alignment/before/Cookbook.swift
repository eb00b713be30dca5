import SwiftUI

struct Cookbook: View {
    var recipes: [Recipe]

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
                    ForEach(recipes, id: \.self) { recipe in
                        RecipeCard(recipe: recipe)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
