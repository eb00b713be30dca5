import SwiftUI

/// An item of the app's own that takes a placement.
struct BellItem: ToolbarContent {
    let placement: ToolbarItemPlacement

    var body: some ToolbarContent {
        ToolbarItem(placement: placement) {
            Image(systemName: "bell")
        }
    }
}

struct Spacer2: ToolbarContent {
    let width: CGFloat
    let placement: ToolbarItemPlacement

    init(_ width: CGFloat, placement: ToolbarItemPlacement) {
        self.width = width
        self.placement = placement
    }

    var body: some ToolbarContent {
        ToolbarItem(placement: placement) {
            Color.clear.frame(width: width)
        }
    }
}

struct Inbox: View {
    var compact: Bool

    var body: some View {
        Text("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                BellItem(placement: .topBarTrailing)
                Spacer2(8, placement: compact ? .topBarLeading : .bottomBar)
            }
    }
}
