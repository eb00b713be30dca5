import SwiftUI

struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .navigationBarTitle("Note", displayMode: .inline)
    }
}

struct NoteList: View {
    var body: some View {
        #if os(iOS)
        List {
            Text("Groceries")
        }
        .navigationBarTitle("Notes", displayMode: .large)
        #else
        List {
            Text("Groceries")
        }
        .navigationTitle("Notes")
        #endif
    }
}
