import UIKit

// Not a view: it makes the screens and presents them as UIKit controllers.
final class ShareHandler {
    func openReceipt(from presenter: UIViewController) {
        let controller = ReceiptScreen(number: 7).embeddedInHostingController()
        presenter.present(controller, animated: true)
    }

    func openPicker(from presenter: UIViewController) {
        let picker = PickerScreen()
        let controller = picker.embeddedInHostingController()
        presenter.present(controller, animated: true)
    }

    func openNotes(from presenter: UIViewController) {
        let notes = NotesScreen()
        presenter.present(notes.banner(), animated: true)
    }
}
