import SwiftUI

#if os(macOS)
// macOS has no navigation bar placements: the app stands in for them there.
extension ToolbarItemPlacement {
    static let navigationBarLeading = ToolbarItemPlacement.navigation
    static let navigationBarTrailing = ToolbarItemPlacement.primaryAction
}
#endif
