/// An edge of the top bar: where `navigationBarItems` puts its items, and what the old
/// `navigationBarLeading`/`navigationBarTrailing` placements name. Both the bar-items and the
/// toolbar-placement rules write its placements.
enum TopBarEdge: String {
    case leading
    case trailing

    /// The `ToolbarItemPlacement` that puts an item there.
    var placement: String { placement(renamed: true) }

    /// The placement by its new name, or by the old one where the toolbar-placement rule is
    /// skipped (`--skip toolbar-placement`: an SDK before Xcode 15's has no `topBarLeading`).
    func placement(renamed: Bool) -> String {
        switch self {
        case .leading: return renamed ? ".topBarLeading" : ".navigationBarLeading"
        case .trailing: return renamed ? ".topBarTrailing" : ".navigationBarTrailing"
        }
    }
}
