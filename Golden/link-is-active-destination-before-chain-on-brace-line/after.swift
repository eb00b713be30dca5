// A hidden link's destination goes before the list's style, which follows the list's closing
// brace on the same line: the destination takes lines of its own, indented as the chain's
// modifiers on their own lines are, and the rest of the chain moves to the line after it.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var name: String
}

struct RecipeList: View {
    var recipes: [Recipe]
    @State private var showsPantry = false

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                Text(recipe.name)
            }
                .navigationDestination(isPresented: $showsPantry) {
                    Text("Pantry")
                }
                .listStyle(.plain).navigationTitle("Recipes")
                .toolbar {
                    Button("Pantry") { showsPantry = true }
                }
        }
    }
}
