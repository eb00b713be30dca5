/// An edge of the top bar: where `navigationBarItems` puts its items, and what the old
/// `navigationBarLeading`/`navigationBarTrailing` placements name. Both the bar-items and the
/// toolbar-placement rules write its placements.
enum TopBarEdge: String {
    case leading
    case trailing

    /// The `ToolbarItemPlacement` that puts an item there.
    var placement: String {
        switch self {
        case .leading: return ".topBarLeading"
        case .trailing: return ".topBarTrailing"
        }
    }
}
