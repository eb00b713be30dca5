import SwiftUI

struct PasscodeView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var code = ""

    var body: some View {
        VStack {
            TextField("Passcode", text: $code)
            Button("Cancel") { dismiss() }
                .disabled(!isPresented)
        }
        .onAppear {
            if code.count == 6 { self.dismiss() }
        }
    }
}
