import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let title: String
}

struct RecipeRow: View {
    let recipe: Recipe
    @Binding var chosen: Int?

    var body: some View {
        NavigationLink(destination: Text(recipe.title), tag: recipe.id, selection: $chosen) {
            Text(recipe.title)
        }
    }
}

struct RecipeSidebar: View {
    let recipes: [Recipe]
    @State private var chosen: Int?

    var body: some View {
        List {
            ForEach(recipes) { recipe in
                RecipeRow(recipe: recipe, chosen: $chosen)
            }
        }
        .listStyle(.sidebar)
    }
}

struct Kitchen: View {
    var body: some View {
        NavigationView {
            RecipeSidebar(recipes: [])
            Text("Pick a recipe")
        }
    }
}

// The preview's refusal advises a style and a second run; that alone would not migrate it,
// as it also waits for the row's link, refused for reasons of its own: the finding says so.
struct RecipeSidebar_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            RecipeSidebar(recipes: [Recipe(id: 1, title: "Soup")])
        }
    }
}
