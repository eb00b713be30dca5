import SwiftUI

struct Cookbook: View {
    var recipes: [Recipe]
    @State private var editing: Recipe?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))]) {
                    ForEach(recipes, id: \.self) { recipe in
                        RecipeCard(recipe: recipe, editing: $editing)
                    }
                }
                .navigationDestination(isPresented: Binding(
                    get: { editing != nil },
                    set: { if !$0 { editing = nil } }
                )) {
                    if let recipe = editing {
                        RecipeEditor(title: recipe.title,
                                     minutes: recipe.minutes,
                                     serves: recipe.serves)
                    }
                }
            }
        }
    }
}
