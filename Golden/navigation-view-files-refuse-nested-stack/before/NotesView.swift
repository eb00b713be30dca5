import SwiftUI

// A type that is not a view does not show what it makes: the navigation view around
// `NotesView` migrates, though `NoteFormatter` makes the picker with its own stack.
struct NotesView: View {
    var body: some View {
        VStack {
            Text(NoteFormatter().title)
            NavigationLink("More") { Text("More notes") }
        }
    }
}

struct NoteFormatter {
    var title: String { "Notes" }

    func regionScreen() -> some View {
        RegionPicker().navigationBarTitle("Regions")
    }
}

struct NotesRoot: View {
    var body: some View {
        NavigationView {
            NotesView()
        }
    }
}
