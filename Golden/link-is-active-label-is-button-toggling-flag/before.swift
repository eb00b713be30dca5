import SwiftUI

// A link whose label is a `Button` that toggles the flag becomes that button alone. One whose
// label is the app's own button view becomes a `Button` around it: when the app's view runs its
// closure (a tap, a long press) is the view's to say.
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
        NavigationView {
            VStack {
                TextField("Passcode", text: $code)
                NavigationLink(destination: Text("Confirm passcode"),
                               isActive: $confirming) {
                    Button("Continue") {
                        confirming.toggle()
                    }
                }
                .disabled(code.isEmpty)
                NavigationLink(destination: Text("Help"), isActive: $showsHelp) {
                    WideButton(title: "Help") { showsHelp.toggle() }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
