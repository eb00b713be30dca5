import SwiftUI

// Code outside the view that holds the view and closes it through the view's own property.
final class SwatchBridge {
    let screen: SwatchScreen

    init(screen: SwatchScreen) {
        self.screen = screen
    }

    func cancel() {
        screen.presentationMode.wrappedValue.dismiss()
    }
}
