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

    init(snippet: Snippet, canEdit: Bool = true, showsRename: Binding<Snippet?>, showsEditor: Binding<Snippet?>) {
        _showsRename = showsRename
        _showsEditor = showsEditor
        self.snippet = snippet
        self.canEdit = canEdit
    }

    @Binding var showsRename: Snippet?
    @Binding var showsEditor: Snippet?

    var body: some View {
        ZStack {
            Text(snippet.name)
        }
        .contextMenu {
            if canEdit {
                Button("Rename") { showsRename = snippet }
                Button("Edit") { showsEditor = snippet }
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
        SnippetCard(snippet: Snippet(name: "Hello", code: "print(1)"), showsRename: .constant(nil), showsEditor: .constant(nil))
    }
}
