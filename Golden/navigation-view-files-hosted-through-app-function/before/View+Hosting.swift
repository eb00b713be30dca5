import SwiftUI
import UIKit

// The app's one way into UIKit: every screen a handler shows is wrapped here, with the
// environment it needs, as a hosting controller's root.
extension View {
    func embeddedInHostingController() -> UIHostingController<some View> {
        let root = environmentObject(Session())
        return UIHostingController(rootView: root)
    }

    // Hosts another view, not the one it is called on: no view of the app is handed to UIKit
    // through it.
    func banner() -> UIHostingController<Text> {
        UIHostingController(rootView: Text("Banner"))
    }
}

final class Session: ObservableObject {}
