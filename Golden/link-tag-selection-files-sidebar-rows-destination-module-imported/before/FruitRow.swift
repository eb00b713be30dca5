import SwiftUI
import FruitBadges

struct FruitRow: View {
    let fruit: Fruit
    @Binding var picked: Int?

    var body: some View {
        NavigationLink(tag: fruit.id, selection: $picked) {
            FruitBadge(fruit.name)
        } label: {
            Text(fruit.name)
        }
    }
}
