import SwiftUI

// The helper builds its hidden link's destination in constants and returns the link: the
// destination stays in the helper, on a `Color.clear` that carries it. The navigation view
// kept in a constant is shown only in the destination's sheet, so it nests in nothing.
struct NoteForm: View {
    @State private var choosingTag = false
    @State private var showsTags = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Tag") { choosingTag = true }
                    .background(tagLink)
            }
            .navigationTitle("Note")
        }
    }

    var tagLink: some View {
        let tags = NavigationStack {
            Text("Tags")
                .navigationTitle("Tags")
        }
        let destination = Text("Tag")
            .sheet(isPresented: $showsTags, content: { tags })
        return Color.clear
            .navigationDestination(isPresented: $choosingTag) {
                destination
            }
    }
}
