import SwiftUI

struct ShelfList: View {
    var body: some View {
        List {
            Text("Shelf")
        }
    }
}

/// The app uses the new stack from iOS 17 only, and keeps the old container on iOS 16 on
/// purpose: its `else` runs where `NavigationStack` exists, so migrating it would take away
/// the choice the check makes.
struct ShelfRoot: View {
    var body: some View {
        if #available(iOS 17, *) {
            NavigationStack {
                ShelfList()
            }
        } else {
            NavigationView {
                ShelfList()
                    .navigationBarTitle("Shelf")
            }
            .navigationViewStyle(.stack)
        }
    }
}
