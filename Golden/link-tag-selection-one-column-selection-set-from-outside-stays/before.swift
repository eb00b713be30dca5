import SwiftUI

enum Folder: Hashable {
    case inbox, sent
}

// Not private, and no initializer of its own: callers pass the first folder through the
// memberwise initializer, so the state stays (removing it would break `FolderMenu(folder:)`).
struct FolderMenu: View {
    @State var folder: Folder?

    var body: some View {
        VStack {
            NavigationLink(tag: Folder.inbox, selection: $folder) { Text("Inbox") } label: { Text("Inbox") }
            NavigationLink(tag: Folder.sent, selection: $folder) { Text("Sent") } label: { Text("Sent") }
        }
    }
}

// Set in an initializer of its own through `_folder`.
struct StartingMenu: View {
    @State private var folder: Folder?

    init(start: Folder?) {
        _folder = State(initialValue: start)
    }

    var body: some View {
        VStack {
            NavigationLink(tag: Folder.inbox, selection: $folder) { Text("Inbox") } label: { Text("Inbox") }
        }
    }
}

struct MailRoot: View {
    var body: some View {
        NavigationView {
            VStack {
                FolderMenu(folder: .inbox)
                StartingMenu(start: .sent)
            }
        }
        .navigationViewStyle(.stack)
    }
}
