import SwiftUI

// The view already has a `NavigationStack` for iOS 16 and keeps a `NavigationView` for older
// systems in the `else`. The links inside the stack work in it, not in the old navigation
// view, which holds none of them: they migrate on their own, and the `else` stays as written.
struct RecipeBrowser: View {
    @State private var showsPantry = false

    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                VStack {
                    Button("Pantry") { showsPantry = true }
                    NavigationLink { Text("Shopping") } label: {
                        Text("Shopping list")
                    }
                }
                .navigationDestination(isPresented: $showsPantry) {
                    Text("Pantry")
                }
            }
        } else {
            NavigationView {
                Text("Recipes need a newer system")
            }
        }
    }
}
