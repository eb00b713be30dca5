import SwiftUI

struct RecipeList: View {
    var recipes = ["Soup", "Salad"]

    var body: some View {
        List(recipes, id: \.self) { recipe in
            Text(recipe)
        }
        .navigationBarTitle("Recipes")
    }
}

struct RecipeSteps: View {
    var name: String

    var body: some View {
        Text("Steps for \(name)")
            .navigationBarTitle(name)
            .toolbar {
                Button("Share") {}
            }
    }
}

struct CookingTimer: View {
    var body: some View {
        Text("12:00")
            .navigationTitle("Timer")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar(.hidden, for: .navigationBar)
    }
}
