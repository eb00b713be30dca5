import SwiftUI

struct Library: View {
    let shelves = ["Poetry", "Travel"]

    var body: some View {
        NavigationView {
            List(shelves, id: \.self) { shelf in
                ShelfRow(title: shelf)
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
