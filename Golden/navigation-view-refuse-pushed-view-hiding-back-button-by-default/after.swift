import SwiftUI

/// `navigationBarBackButtonHidden()` with no argument hides the back button (its argument
/// defaults to `true`): without the pushed view's own navigation view it would hide the back
/// button of the stack it is pushed onto, so that navigation view stays, refused.
struct RecipeBox: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Bread") { BreadSteps() }
            }
        }
    }
}

struct BreadSteps: View {
    var body: some View {
        NavigationView {
            Text("Knead for ten minutes")
                .navigationBarBackButtonHidden()
        }
        .navigationViewStyle(.stack)
    }
}
