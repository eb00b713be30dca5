import SwiftUI
import UIKit

final class ShelfStore: ObservableObject {}

struct ShelfPicker: View {
    @EnvironmentObject var store: ShelfStore

    var body: some View {
        NavigationView {
            Text("Pick a shelf")
                .navigationTitle("Shelves")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

// The view is made into a local and handed to UIKit as a presented root with a modifier
// applied there: a root of its own, as `rootView: picker` is.
final class ShelfController: UIViewController {
    let store = ShelfStore()

    func pickShelf() {
        let picker = ShelfPicker()
        let host = UIHostingController(rootView: picker.environmentObject(store))
        present(host, animated: true)
    }
}
