import SwiftUI

struct PasscodeView: View {
    @Environment(\.presentationMode) @Binding private var presentationMode
    @State private var code = ""

    var body: some View {
        VStack {
            TextField("Passcode", text: $code)
            Button("Cancel") { presentationMode.dismiss() }
                .disabled(!presentationMode.isPresented)
        }
        .onAppear {
            if code.count == 6 { self.presentationMode.dismiss() }
        }
    }
}
