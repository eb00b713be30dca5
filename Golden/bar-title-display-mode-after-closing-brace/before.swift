import SwiftUI

// A title written after a closing brace, with the chain's other modifiers on lines of their
// own: the display mode goes on a line of its own at their indentation, and the line does not
// grow. A title followed by nothing stays as it was written, with the mode after it.
struct ProfileEditor: View {
    @State private var name = ""

    var body: some View {
        VStack {
            Form {
                TextField("Name", text: $name)
            }
        }.navigationBarTitle("profile.editor.title", displayMode: .inline)
            .padding(.top)
    }
}
