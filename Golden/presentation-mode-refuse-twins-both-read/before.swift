import SwiftUI

struct TeapotSettings: View {
    @Environment(\.presentationMode) private var mode
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationStack {
            Form {
                Text(presentationMode.wrappedValue.isPresented ? "Shown" : "Hidden")
            }
            .toolbar {
                Button("Done") {
                    mode.wrappedValue.dismiss()
                }
            }
        }
    }
}
