// A card with an initializer of its own (a default argument) and two hidden links its menu
// fires. Both flags move up into the grid's view: the initializer takes their bindings last and
// sets them first, and every place that makes a card hands them down.
import SwiftUI

struct Snippet: Hashable {
    var name: String
    var code: String
}

struct SnippetCard: View {
    let snippet: Snippet
    let canEdit: Bool

    init(snippet: Snippet, canEdit: Bool = true) {
        self.snippet = snippet
        self.canEdit = canEdit
    }

    @State var showsRename = false
    @State var showsEditor = false

    var body: some View {
        ZStack {
            Text(snippet.name)
            NavigationLink(destination: RenameSnippet(name: snippet.name), isActive: $showsRename) {
                EmptyView()
            }
            NavigationLink(destination: SnippetEditor(code: snippet.code), isActive: $showsEditor) {
                EmptyView()
            }
        }
        .contextMenu {
            if canEdit {
                Button("Rename") { showsRename = true }
                Button("Edit") { showsEditor = true }
            }
        }
    }
}

struct RenameSnippet: View {
    var name: String

    var body: some View {
        Text("Rename \(name)")
    }
}

struct SnippetEditor: View {
    var code: String

    var body: some View {
        Text(code)
    }
}

struct SnippetCard_Previews: PreviewProvider {
    static var previews: some View {
        SnippetCard(snippet: Snippet(name: "Hello", code: "print(1)"))
    }
}
