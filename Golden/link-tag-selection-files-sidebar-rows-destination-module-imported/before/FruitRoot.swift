// The row's destination comes from a module its own file imports (`FruitBadges`): the split
// view's file, which now shows that destination in its detail column, imports it too, with a
// note.
import SwiftUI

struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct FruitRoot: View {
    var fruits: [Fruit]
    @State private var picked: Int?

    var body: some View {
        NavigationView {
            FruitSidebar(fruits: fruits, picked: $picked)
            Text("Pick one")
        }
    }
}

struct FruitSidebar: View {
    let fruits: [Fruit]
    @Binding var picked: Int?

    var body: some View {
        List {
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit, picked: $picked)
            }
        }
    }
}
