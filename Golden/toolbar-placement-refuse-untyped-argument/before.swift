import SwiftUI

struct Inbox: View {
    var body: some View {
        Text("Inbox")
            .toolbar {
                bell(.navigationBarTrailing)
            }
    }

    // Nothing at the call says the argument is a placement.
    func bell(_ placement: ToolbarItemPlacement) -> some ToolbarContent {
        ToolbarItem(placement: placement) {
            Image(systemName: "bell")
        }
    }
}
