// Two row views whose flags share a name, shown by one view: moved up, both would be declared
// there under that name, so neither moves, each with a finding at its rows.
import SwiftUI

struct Tag: Identifiable {
    let id: Int
    var name: String
}

struct NoteRow: View {
    let note: Note
    @State private var showsDetail = false

    var body: some View {
        HStack {
            Text(note.text)
            Button("Open") { showsDetail = true }
            NavigationLink(isActive: $showsDetail) {
                Text(note.text)
            } label: {
                EmptyView()
            }
        }
    }
}

struct TagRow: View {
    let tag: Tag
    @State private var showsDetail = false

    var body: some View {
        HStack {
            Text(tag.name)
            Button("Open") { showsDetail = true }
            NavigationLink(isActive: $showsDetail) {
                Text(tag.name)
            } label: {
                EmptyView()
            }
        }
    }
}
