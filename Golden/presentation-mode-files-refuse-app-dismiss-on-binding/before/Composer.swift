import SwiftUI

// `presentationMode.dismiss()` on the binding calls the app's function above, which does more
// than dismiss: the property stays, with a finding; `wrappedValue.dismiss()` in another view
// is SwiftUI's and migrates.
struct Composer: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        NavigationView {
            Button("Close") { presentationMode.dismiss() }
                .navigationBarTitle("New message")
        }
        .navigationViewStyle(.stack)
    }
}

struct Attachments: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
