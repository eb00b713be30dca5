// The same as a view's extension elsewhere that has navigation of its own to migrate, so that
// its file is parsed: it reads an `isPresented` of its own, so the view's new property for
// `presentationMode.wrappedValue.isPresented` takes the next name.
import SwiftUI

struct ShelfSheet: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.isPresented) var isViewPresented

    var body: some View {
        VStack {
            Text(isViewPresented ? "Open" : "Closed")
            Button("Close") { dismiss() }
        }
    }
}
