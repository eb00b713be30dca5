import SwiftUI

// The model the navigation view makes in its content makes `Shelf`, which `Lobby` reads from
// the model it is handed (`library.shelf()`): the link migrates with the navigation view.
final class Library: ObservableObject {
    @Published var count = 0

    func shelf() -> some View {
        Shelf()
    }
}
