import SwiftUI

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("New Message")
                .navigationBarItems(leading: Button("Cancel") { dismiss() }, trailing: Button("Send") { dismiss() })
        }
    }
}
