// One stack style on a TabView reaches the navigation views of both tabs, which live in other
// files: each becomes a NavigationStack and the style goes, all three files in one change set.
import SwiftUI

struct MainTabs: View {
    var body: some View {
        TabView {
            RecipesTab()
                .tabItem { Label("Recipes", systemImage: "book") }
            ShoppingTab()
                .tabItem { Label("Shopping", systemImage: "cart") }
        }
        .navigationViewStyle(.stack)
    }
}
