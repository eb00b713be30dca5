// The view's new environment property cannot be called `dismiss`: an extension of the view in
// another file (a file with nothing to migrate, read only as bytes) declares `func dismiss()`,
// and a second one would not compile. The next name is taken.
import SwiftUI

struct RecipeEditor: View {
    @Environment(\.presentationMode) var presentationMode
    @State var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                store()
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}
