import Dispatch
import SwiftUI

/// A sheet that closes itself from a button and from a closure it hands to a child.
struct ComposeView: View {
    @Environment(\.dismiss) var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {
                            dismiss()
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send", action: send)
                    }
                }
        }
    }

    private func send() {
        DraftStore.shared.save(text) {
            self.dismiss()
        }
    }
}

struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

/// The main queue is the main actor: a closure on it calls `dismiss` directly.
struct SaveView: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("Save") {
            DispatchQueue.main.async {
                dismiss()
            }
        }
    }
}

final class DraftStore {
    static let shared = DraftStore()
    func save(_ text: String, completion: @escaping () -> Void) {}
}
