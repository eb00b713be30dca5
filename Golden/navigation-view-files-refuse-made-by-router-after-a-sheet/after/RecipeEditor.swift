// `RecipeEditor` is presented in a sheet by a view (A/) and made by a flow that is not a view
// (B/), which navmigrate cannot follow: the navigation view stays, with a finding about the flow
// whichever of the two places the files' order meets first.
import SwiftUI

struct RecipeEditor: View {
    var body: some View {
        NavigationView {
            Text("Edit recipe")
                .navigationTitle("Recipe")
        }
        .navigationViewStyle(.stack)
    }
}
