// `dismiss` is written in the view only as a parameter's name inside a function type, an
// associated value's label and a method's outer label, none of which binds it: the new
// property takes the name `dismiss`, not a numbered or longer one.
import SwiftUI

enum Pick {
    case done(dismiss: Bool)
}

struct Picker: View {
    @Environment(\.presentationMode) var presentationMode
    var onPick: (Pick, _ dismiss: Bool) -> Void

    var body: some View {
        Button("Done") {
            finish(dismiss: true)
        }
    }

    func finish(dismiss shouldClose: Bool) {
        onPick(.done(dismiss: shouldClose), shouldClose)
        if shouldClose {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
