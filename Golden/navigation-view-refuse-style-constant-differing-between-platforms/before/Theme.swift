import SwiftUI

// The app's own style constant, a different SwiftUI style per platform.
enum Look {
    #if os(macOS)
    static let navigation = DefaultNavigationViewStyle()
    #else
    static let navigation = StackNavigationViewStyle()
    #endif
}
