import SwiftUI

// The link's label is the app's own button, whose action already sets the flag: the link
// becomes that button alone, not a `Button` around it.
struct WideButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .frame(maxWidth: .infinity)
        }
    }
}

struct PasscodeScreen: View {
    @State private var code = ""
    @Binding var confirming: Bool
    @Binding var showsHelp: Bool

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Passcode", text: $code)
                WideButton(title: "Continue") {
                    confirming = true
                }
                .disabled(code.isEmpty)
                WideButton(title: "Help") { showsHelp.toggle() }
            }
            .navigationDestination(isPresented: $confirming) {
                Text("Confirm passcode")
            }
            .navigationDestination(isPresented: $showsHelp) {
                Text("Help")
            }
        }
    }
}
