import SwiftUI
import UIKit

// Not a view: it makes the screens and hands them to its own `present(_:)`, which hands its
// argument to UIKit as a hosting controller's root, directly or through `show(view:asSheet:)`.
final class ProfileCoordinator {
    let root = UIViewController()

    func showBugReport() {
        present(BugReportScreen())
    }

    func showThemes() {
        let screen = ThemeScreen()
        show(view: screen, asSheet: true)
    }

    func showLogs() {
        log(LogsScreen())
    }

    func show(view: some View, asSheet: Bool) {
        if asSheet {
            present(view)
        } else {
            log(view)
        }
    }

    private func present(_ view: some View) {
        let controller = UIHostingController(rootView: view.tint(.orange))
        root.present(controller, animated: true)
    }

    // Hands its argument to nothing navmigrate can see.
    private func log(_ view: some View) {
        print(view)
    }
}
