// The sidebar's own initializer changes the data its `ForEach` repeats the rows over, so the
// split view's data, where the detail column would look the selected row up, is not the rows'.
// Refused, naming the initializer's view.
import SwiftUI
struct Fruit: Identifiable, Hashable { let id: Int; var name: String }
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
    init(fruits: [Fruit], picked: Binding<Int?>) {
        self.fruits = fruits.map { Fruit(id: $0.id, name: $0.name.uppercased()) }
        _picked = picked
    }
    var body: some View {
        List { ForEach(fruits) { fruit in FruitRow(fruit: fruit, picked: $picked) } }
    }
}
struct FruitRow: View {
    let fruit: Fruit
    @Binding var picked: Int?
    var body: some View {
        NavigationLink(tag: fruit.id, selection: $picked) { Text(fruit.name) } label: { Text(fruit.name) }
    }
}
