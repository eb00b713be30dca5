import SwiftUI

struct RecipeRow: View {
    var recipe: Recipe
    @State private var showsSteps = false

    var body: some View {
        NavigationLink(destination: RecipeSteps(recipe: recipe), isActive: $showsSteps) {
            Text(recipe.title)
        }
        .contextMenu {
            Button("Cook now") { showsSteps = true }
        }
    }
}

struct RecipeSteps: View {
    var recipe: Recipe

    var body: some View {
        Text("Steps for \(recipe.title)")
    }
}
