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

/// Never reads it: it goes, rather than becoming a `dismiss` nothing reads either.
struct AboutView: View {
    var body: some View {
        Text("About")
    }
}
