import SwiftUI

/// The app's own colour names, which shadow SwiftUI's `Color` in this module.
enum Color: String {
    case red, blue
}
