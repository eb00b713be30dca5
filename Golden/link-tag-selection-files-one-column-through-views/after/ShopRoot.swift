import SwiftUI

// The app's only navigation view: one column.
struct ShopRoot: View {
    var body: some View {
        NavigationStack {
            CategoryList()
        }
    }
}
