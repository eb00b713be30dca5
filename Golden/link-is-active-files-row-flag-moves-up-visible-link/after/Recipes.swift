// A visible link whose flag the row's menu also sets: the flag moves up into the list's view as
// the recipe the row shows, the link becomes a button that sets it to that recipe (as the menu
// does), and the List takes the destination, built from the recipe the flag holds.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var title: String
}

struct RecipeList: View {
    var recipes: [Recipe]
    @State private var showsSteps: Recipe?

    var body: some View {
        NavigationStack {
            List {
                ForEach(recipes) { recipe in
                    RecipeRow(recipe: recipe, showsSteps: $showsSteps)
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(isPresented: Binding(
                get: { showsSteps != nil },
                set: { if !$0 { showsSteps = nil } }
            )) {
                if let recipe = showsSteps {
                    RecipeSteps(recipe: recipe)
                }
            }
        }
    }
}
