import SwiftUI

// The project builds this file for iOS alone (`platforms`): the macOS stand-in of
// `navigationBarItems` in Common/ is not what it calls, so it migrates as any iOS code does.

struct RecipeEditor: View {
    @State private var name = ""
    var onSave: (String) -> Void

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }.navigationBarItems(trailing:
            HStack {
                Button("Save") { onSave(name) }
            }
        )
    }
}
