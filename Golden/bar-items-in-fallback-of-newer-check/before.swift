import SwiftUI

/// A newer release gets its own bar; the fallback runs on every release before it, iOS 16 to
/// 25 among them, so it is migrated like any other code.
private extension View {
    @ViewBuilder func composerBar(send: @escaping () -> Void) -> some View {
        if #available(iOS 26, macOS 26, *) {
            self.toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Send", action: send) }
            }
        } else {
            self.navigationBarItems(trailing: Button("Send", action: send))
        }
    }
}

struct ComposerScreen: View {
    var body: some View {
        NavigationView {
            TextEditor(text: .constant(""))
                .composerBar { }
        }
    }
}
