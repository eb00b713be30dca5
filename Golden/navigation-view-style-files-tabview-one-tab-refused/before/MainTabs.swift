// One stack style on a TabView reaches the navigation views of both tabs, in other files. The
// shopping tab's has two children, which a NavigationStack would show at once, so it is left as
// it is, and the style stays for it; the recipes tab still becomes a NavigationStack.
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
