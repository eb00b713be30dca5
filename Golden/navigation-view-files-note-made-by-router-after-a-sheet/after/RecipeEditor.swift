// `RecipeEditor` is presented in a sheet by a view (A/) and made by a flow that is not a view
// (B/), which navmigrate cannot follow: the note about the flow is written whichever of the two
// places the files' order meets first.
import SwiftUI

struct RecipeEditor: View {
    var body: some View {
        NavigationStack {
            Text("Edit recipe")
                .navigationTitle("Recipe")
        }
    }
}
