// The row's destination reads `self.fruit`: moved into the split view's detail column, `self`
// would be the split view. Refused, saying so.
import SwiftUI
struct Fruit: Identifiable, Hashable { let id: Int; var name: String }
struct FruitDetail: View { let fruit: Fruit; var body: some View { Text(fruit.name) } }
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
        List { ForEach(fruits) { fruit in FruitRow(fruit: fruit, picked: $picked) } }
    }
}
struct FruitRow: View {
    let fruit: Fruit
    @Binding var picked: Int?
    var body: some View {
        NavigationLink(tag: fruit.id, selection: $picked) { FruitDetail(fruit: self.fruit) } label: { Text(fruit.name) }
    }
}
