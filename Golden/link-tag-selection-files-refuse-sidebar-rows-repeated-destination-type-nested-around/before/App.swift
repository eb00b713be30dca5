// The row view is declared in an extension of the sidebar, and its destination names a type the
// sidebar declares inside itself: the split view's detail column could name it only in full.
// Refused, naming the type and where it is declared.
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
    struct Extra: View { let fruit: Fruit; var body: some View { Text(fruit.name) } }
    let fruits: [Fruit]
    @Binding var picked: Int?
    var body: some View {
        List { ForEach(fruits) { fruit in Row(fruit: fruit, picked: $picked) } }
    }
}
extension FruitSidebar {
    struct Row: View {
        let fruit: Fruit
        @Binding var picked: Int?
        var body: some View {
            NavigationLink(tag: fruit.id, selection: $picked) { Extra(fruit: fruit) } label: { Text(fruit.name) }
        }
    }
}
