import SwiftUI

/// Hidden links, one for each element of a `ForEach`, beside the list whose buttons select:
/// no one of them has a place for a destination, which one view around the `ForEach` would
/// have to build from the selected value.
struct RecipeShelf: View {
    @State private var opened: String?
    let recipes = ["Soup", "Bread"]

    var body: some View {
        NavigationView {
            ZStack {
                ForEach(recipes, id: \.self, content: hiddenLink)
                List(recipes, id: \.self) { recipe in
                    Button(recipe) {
                        opened = recipe
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }

    func hiddenLink(_ recipe: String) -> some View {
        NavigationLink("", tag: recipe, selection: $opened) {
            Text("Cooking \(recipe)")
        }
    }
}
