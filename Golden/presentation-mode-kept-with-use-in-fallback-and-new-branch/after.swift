import SwiftUI

// The property is read by the iOS 16 branch and by the fallback for older systems, which keeps
// it: a note at the property says why the new branch still reads it.
struct InviteSheet: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                InviteForm { presentationMode.wrappedValue.dismiss() }
            }
        } else {
            NavigationView {
                InviteForm { presentationMode.wrappedValue.dismiss() }
            }
            .navigationViewStyle(.stack)
        }
    }
}

struct InviteForm: View {
    var onSend: () -> Void

    var body: some View {
        Button("Send", action: onSend)
    }
}
