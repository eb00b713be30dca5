import SwiftUI

// No navigation view here: it shows `ProductList` in its body, and views that push each other
// (`ProductList` pushes `CategoryScreen` again for related categories) do not hide that the
// only way in is the stack above.
struct CategoryScreen: View {
    let category: String

    var body: some View {
        VStack {
            Text(category)
            ProductList(category: category)
        }
    }
}

struct ProductList: View {
    let category: String
    let products = ["Green", "Black"]

    var body: some View {
        List {
            ForEach(products, id: \.self) { product in
                NavigationLink(product) {
                    Text("\(product) \(category)")
                }
            }
            NavigationLink("Related") { CategoryScreen(category: "Related") }
        }
    }
}

struct CategoryScreen_Previews: PreviewProvider {
    static var previews: some View {
        CategoryScreen(category: "Tea")
    }
}
