// NotesView is shown in two places with different styles: a stack in the phone window and
// columns in the Mac-style editor window. One NavigationView cannot become both, so it is left
// as it is, with a finding that names both places, and no file changes.
import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
                .navigationViewStyle(.stack)
        }
        WindowGroup("Editor") {
            NotesView()
                .navigationViewStyle(.columns)
        }
    }
}
