// A comment that ends the display mode's line speaks of the display mode: it moves with it to
// the new modifier's line, not onto the title's.
import SwiftUI

struct EditorScreen: View {
    var isNew: Bool

    var body: some View {
        Form {
            Text("Name")
        }
        .navigationBarTitle(
            isNew ? "New Script" : "Edit Script",
            displayMode: .inline // a large title jumps when the keyboard shows
        )
    }
}
