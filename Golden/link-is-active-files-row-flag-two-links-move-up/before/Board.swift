import SwiftUI

struct Board: View {
    var items: [Item]

    var body: some View {
        NavigationView {
            List(items) { item in
                ItemRow(item: item)
            }
        }
    }
}
