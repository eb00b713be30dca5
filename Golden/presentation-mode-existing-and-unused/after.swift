import SwiftUI

/// Reads both already; the old property only duplicates them.
struct ProfileEditor: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isShown

    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") { dismiss() }
                .disabled(!isShown || name.isEmpty)
            Button("Cancel") { dismiss() }
                .opacity(isShown ? 1 : 0)
        }
    }
}

/// Never reads it: it becomes the action it would be used for.
struct AboutView: View {
    @Environment(\.dismiss) internal var dismiss

    var body: some View {
        Text("About")
    }
}
