import SwiftUI

// A navigation view that a factory class makes in a function of its own: navmigrate does not
// follow where the app shows what the factory makes, so it migrates with a note that says
// nothing checked it is not pushed onto another stack.
final class ReceiptScreenFactory {
    func makeView() -> some View {
        NavigationStack {
            Text("Receipt")
        }
    }
}

// Handed to UIKit as a hosting controller's root: a root, so no note.
final class ReceiptPresenter {
    func controller() -> UIViewController {
        UIHostingController(rootView: NavigationStack { Text("Receipt") })
    }
}

// A view that conforms in an extension: its `body` is a view's, so no note.
struct AboutScreen {}

extension AboutScreen: View {
    var body: some View {
        NavigationStack { Text("About") }
    }
}
