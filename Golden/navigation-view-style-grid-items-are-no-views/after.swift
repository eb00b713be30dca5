import SwiftUI

// The style's view makes `GridItem`s, values handed to a grid, not views the project does
// not declare: the style styles only the navigation view, and goes.
struct Gallery: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                    Color.red
                        .frame(height: 120)
                }
            }
        }
    }
}
