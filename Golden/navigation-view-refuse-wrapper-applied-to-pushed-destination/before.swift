import SwiftUI

/// Wraps what it modifies in a navigation view of its own, for a keyboard toolbar.
struct KeyboardDoneBar: ViewModifier {
    func body(content: Content) -> some View {
        NavigationView {
            content
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Button("Done") {}
                    }
                }
        }
        .navigationViewStyle(.stack)
    }
}

extension View {
    /// The same, as a function.
    func inOwnNavigation() -> some View {
        NavigationView {
            self
        }
    }
}

struct NoteEditor: View {
    var body: some View {
        TextField("Note", text: .constant(""))
    }
}

struct TagEditor: View {
    var body: some View {
        Text("Tags")
    }
}

/// Both wrappers are applied to link destinations pushed onto this navigation view: their
/// navigation views are pushed onto its stack. Each stays (other places may need it), and this
/// one stays with them, as before.
struct NotebookView: View {
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Edit note") {
                    NoteEditor()
                        .modifier(KeyboardDoneBar())
                }
                NavigationLink("Edit tags") {
                    TagEditor()
                        .inOwnNavigation()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
