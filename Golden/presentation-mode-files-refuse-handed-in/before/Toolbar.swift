import SwiftUI

// A caller hands the view its `presentationMode` through the memberwise initializer: renamed
// to `dismiss`, the property would no longer match the caller's argument, so both stay.
struct DoneToolbar: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}

// Nobody hands this one anything: it migrates.
struct CloseButton: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}
