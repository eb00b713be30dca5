import SwiftUI

struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(6)
            .background(Capsule().fill(Color.blue))
    }
}

// The bar button keeps the app's own button style: the comment on `navigationBarItems` says a
// toolbar item would not, so the modifier stays, with a finding that quotes it.
struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .navigationTitle("Note")
            .navigationBarItems(
                // Kept on purpose: a toolbar item drops our custom button style
                trailing: Button("Save") {}
                    .buttonStyle(PillStyle())
            )
    }
}
