// The style sits on the navigation view's content, which hands an object of a type the project
// does not declare to the environment (`.environmentObject(ImageCache())`): a value, not a view
// that could hold navigation, so the style goes with the navigation view it styles.
import SwiftUI

struct Gallery: View {
    var body: some View {
        NavigationView {
            List {
                Text("Photos")
            }
            .environmentObject(ImageCache())
            .navigationTitle("Gallery")
            .navigationViewStyle(.stack)
        }
    }
}
