// The project lists macOS and tvOS. `navigationBarTitleDisplayMode` is missing on tvOS, so it
// goes inside `#if !os(tvOS)` where tvOS may build the code; macOS never built it, since
// `navigationBarTitle` is unavailable there.
import SwiftUI

struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
        TextField("Note", text: $text)
            .navigationTitle("Note")
            #if !os(tvOS)
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
