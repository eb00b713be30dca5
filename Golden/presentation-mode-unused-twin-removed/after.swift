import SwiftUI

struct KettleSettings: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Whistle", isOn: .constant(true))
            }
            .toolbar {
                Button("Done") {
                    dismiss()
                }
            }
        }
    }
}
