import SwiftUI

// The model the navigation view makes in its content makes `Shelf`, whose link navmigrate
// refuses (it cannot follow where the model's view is read): the navigation view waits.
final class Library: ObservableObject {
    @Published var count = 0

    func shelf() -> some View {
        Shelf()
    }
}
