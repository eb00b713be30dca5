import SwiftUI

// A bar item written as a closure called at once: its `ToolbarItem` holds the closure's view
// itself. One whose closure holds a comment keeps the closure, and the comment with it.
struct ContactPicker: View {
    let onCancel: () -> Void
    let onDone: () -> Void

    var body: some View {
        List {
            Text("Contacts")
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Cancel", role: .cancel) {
                    onCancel()
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                {
                    // Confirms the picked contacts.
                    return Button("Done", action: onDone)
                }()
            }
        }
    }
}
