import SwiftUI

// Each row pushes `CategoryScreen`, from inside the list's rows.
struct CategoryList: View {
    let categories = ["Tea", "Coffee"]

    var body: some View {
        List(categories, id: \.self) { category in
            CategoryRow(category: category)
        }
    }
}

struct CategoryRow: View {
    let category: String

    var body: some View {
        NavigationLink {
            CategoryScreen(category: category)
        } label: {
            Text(category)
        }
    }
}
