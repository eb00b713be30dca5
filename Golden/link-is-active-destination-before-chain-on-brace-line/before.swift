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
        NavigationView {
            List(recipes) { recipe in
                Text(recipe.name)
            }.listStyle(.plain).navigationTitle("Recipes")
                .background(
                    NavigationLink(destination: Text("Pantry"), isActive: $showsPantry) { EmptyView() }
                )
                .toolbar {
                    Button("Pantry") { showsPantry = true }
                }
        }
    }
}
