import SwiftUI

// `presentationMode.dismiss()` on the binding calls the app's function above, which does more
// than dismiss: the property stays, with a finding; `wrappedValue.dismiss()` in another view
// is SwiftUI's and migrates.
struct Composer: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        NavigationStack {
            Button("Close") { presentationMode.dismiss() }
                .navigationTitle("New message")
        }
    }
}

struct Attachments: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}
