import Dispatch
import SwiftUI

/// A sheet that closes itself from a button and from a closure it hands to a child.
struct ComposeView: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {
                            presentationMode.wrappedValue.dismiss()
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
            self.presentationMode.wrappedValue.dismiss()
        }
    }
}

struct SettingsSheet: View {
    @Environment(\.presentationMode) private var mode: Binding<PresentationMode>

    var body: some View {
        Button("Done") { mode.wrappedValue.dismiss() }
    }
}

/// The main queue is the main actor: a closure on it calls `dismiss` directly.
struct SaveView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Save") {
            DispatchQueue.main.async {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

final class DraftStore {
    static let shared = DraftStore()
    func save(_ text: String, completion: @escaping () -> Void) {}
}
