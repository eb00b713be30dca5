// The project lists macOS and tvOS. `navigationBarTitleDisplayMode` is missing on tvOS, so it
// goes inside `#if !os(tvOS)` where tvOS may build the code; macOS never built it, since
// `navigationBarTitle` is unavailable there.
import SwiftUI

struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
        TextField("Note", text: $text)
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
