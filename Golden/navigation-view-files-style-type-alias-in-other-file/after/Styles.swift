import SwiftUI

/// The one style the app's screens use.
typealias AppStackStyle = StackNavigationViewStyle
