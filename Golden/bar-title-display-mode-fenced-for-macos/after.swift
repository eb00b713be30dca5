import SwiftUI

struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .navigationTitle("Note")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
    }
}

struct NoteList: View {
    var body: some View {
        #if os(iOS)
        List {
            Text("Groceries")
        }
        .navigationTitle("Notes")
        .navigationBarTitleDisplayMode(.large)
        #else
        List {
            Text("Groceries")
        }
        .navigationTitle("Notes")
        #endif
    }
}
