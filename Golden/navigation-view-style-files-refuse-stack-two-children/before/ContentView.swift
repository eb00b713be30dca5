import SwiftUI

struct ContentView: View {
    var recipes = ["Pancakes", "Risotto"]

    var body: some View {
        NavigationView {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe) {
                    Text(recipe)
                }
            }
            .navigationTitle("Recipes")
            Text("Pick a recipe")
        }
    }
}
