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
            Button { folder = Folder.inbox } label: { Text("Inbox") }
            Button { folder = Folder.sent } label: { Text("Sent") }
        }
        .navigationDestination(isPresented: Binding(
            get: { folder == Folder.inbox },
            set: { if !$0, folder == Folder.inbox { folder = nil } }
        )) {
            Text("Inbox")
        }
        .navigationDestination(isPresented: Binding(
            get: { folder == Folder.sent },
            set: { if !$0, folder == Folder.sent { folder = nil } }
        )) {
            Text("Sent")
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
            Button { folder = Folder.inbox } label: { Text("Inbox") }
        }
        .navigationDestination(isPresented: Binding(
            get: { folder == Folder.inbox },
            set: { if !$0, folder == Folder.inbox { folder = nil } }
        )) {
            Text("Inbox")
        }
    }
}

struct MailRoot: View {
    var body: some View {
        NavigationStack {
            VStack {
                FolderMenu(folder: .inbox)
                StartingMenu(start: .sent)
            }
        }
    }
}
