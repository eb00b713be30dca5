#if os(macOS)
import AppKit
import SwiftUI

final class MacAppDelegate: NSObject, NSApplicationDelegate {
    let aboutWindow = NSWindow(contentViewController: NSHostingController(rootView: AboutPanel()))

    func showAbout() {
        aboutWindow.makeKeyAndOrderFront(nil)
    }
}
#endif
