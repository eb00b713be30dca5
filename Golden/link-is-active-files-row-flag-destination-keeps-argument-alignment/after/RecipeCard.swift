// The card's destination has its arguments aligned under the first one. Moved up into the
// grid's view, in another file, they stay aligned under it.
import SwiftUI

struct Recipe: Hashable {
    var title: String
    var minutes: Int
    var serves: Int
}

struct RecipeEditor: View {
    var title: String
    var minutes: Int
    var serves: Int

    var body: some View {
        Text("\(title): \(minutes) min, serves \(serves)")
    }
}

struct RecipeCard: View {
    let recipe: Recipe
    @Binding var editing: Recipe?

    var body: some View {
        Text(recipe.title)
            .contextMenu {
                Button("Edit") { editing = recipe }
            }
    }
}
