import SwiftUI

struct TagEditor: View {
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.closeSheet) var closeSheet

    var body: some View {
        Button("Save") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
