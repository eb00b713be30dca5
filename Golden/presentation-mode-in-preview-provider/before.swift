import SwiftUI

// A preview provider reads the presentation mode to dismiss: `PreviewProvider` is a main-actor
// protocol, as a view is, so `dismiss` may be called there and the property is migrated.
struct Sheet: View {
    var body: some View {
        Text("Sheet")
    }
}

struct Sheet_Previews: PreviewProvider {
    @Environment(\.presentationMode) static var presentationMode

    static var previews: some View {
        Button("Close") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
