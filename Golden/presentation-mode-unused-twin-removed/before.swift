import SwiftUI

struct KettleSettings: View {
    @Environment(\.presentationMode) private var mode
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Whistle", isOn: .constant(true))
            }
            .toolbar {
                Button("Done") {
                    mode.wrappedValue.dismiss()
                }
            }
        }
    }
}
