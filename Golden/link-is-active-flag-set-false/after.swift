import SwiftUI

struct NoteEditor: View {
    var onSave: () -> Void

    var body: some View {
        Button("Save", action: onSave)
    }
}

struct TagPicker: View {
    var onDone: () -> Void

    var body: some View {
        Button("Done", action: onDone)
    }
}

struct NotesHome: View {
    enum Route: Hashable, Codable {
        case editingNote, pickingTags
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("New note", value: Route.editingNote)
                NavigationLink("Tags", value: Route.pickingTags)
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .editingNote:
                    NoteEditor {
                        if let index = path.firstIndex(of: .editingNote) {
                            path.removeSubrange(index...)
                        }
                    }
                case .pickingTags:
                    TagPicker(onDone: { if let index = path.firstIndex(of: .pickingTags) { path.removeSubrange(index...) } })
                }
            }
        }
    }
}
