import SwiftUI

// Xcode's re-indent puts an item passed after `leading:` on a line of its own, aligned after
// the label, and its modifiers one step in from the label's line: in the toolbar they stay one
// step in from the item.
struct Dashboard: View {
    var body: some View {
        Text("Dashboard")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Text("LOGO")
                        .font(.title)
                        .bold()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Close") {}
                }
            }
    }
}
