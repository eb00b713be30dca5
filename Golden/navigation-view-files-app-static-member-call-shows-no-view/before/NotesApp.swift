import SwiftUI

final class NoteStore {
    static let shared = NoteStore()

    func title(for id: Int) -> String { "Note \(id)" }
}

@main
struct NotesApp: App {
    static var store: NoteStore { NoteStore.shared }

    var body: some Scene {
        WindowGroup {
            MailboxView()
        }
    }
}
