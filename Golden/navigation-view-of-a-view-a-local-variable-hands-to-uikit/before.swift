import SwiftUI
import UIKit

// A view kept in a local `var`, given its callbacks, then handed to UIKit as a hosting
// controller's root: its navigation view is the root of that presentation, and becomes a
// stack. (Only a local `let` is followed to where the code after it shows it.)
struct RenameFolderView: View {
    var onCancel: (() -> Void)?
    @State private var name = ""

    var body: some View {
        NavigationView {
            List {
                TextField("Name", text: $name)
            }
            .navigationTitle("Rename")
        }
        .navigationViewStyle(.stack)
    }
}

final class FolderController: UIViewController {
    func rename() {
        var view = RenameFolderView()
        view.onCancel = { [weak self] in
            self?.dismiss(animated: true)
        }
        let host = UIHostingController(rootView: view)
        present(host, animated: true)
    }
}
