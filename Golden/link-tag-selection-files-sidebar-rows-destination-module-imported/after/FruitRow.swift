import SwiftUI
import FruitBadges

struct FruitRow: View {
    let fruit: Fruit
    @Binding var picked: Int?

    var body: some View {
        NavigationLink(value: fruit.id) {
            Text(fruit.name)
        }
    }
}
