import SwiftUI

struct RecipeRow: View {
    var recipe: Recipe
    @Binding var showsSteps: Recipe?

    var body: some View {
        Button { showsSteps = recipe } label: {
            Text(recipe.title)
        }
        .contextMenu {
            Button("Cook now") { showsSteps = recipe }
        }
    }
}

struct RecipeSteps: View {
    var recipe: Recipe

    var body: some View {
        Text("Steps for \(recipe.title)")
    }
}
