import SwiftUI

// The helper builds its hidden link's destination in constants and returns the link: the
// destination stays in the helper, on a `Color.clear` that carries it. The navigation view
// kept in a constant is shown only in the destination's sheet, so it nests in nothing.
struct NoteForm: View {
    @State private var choosingTag = false
    @State private var showsTags = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Tag") { choosingTag = true }
                    .background(tagLink)
            }
            .navigationTitle("Note")
        }
    }

    var tagLink: some View {
        let tags = NavigationView {
            Text("Tags")
                .navigationTitle("Tags")
        }
        let destination = Text("Tag")
            .sheet(isPresented: $showsTags, content: { tags })
        return NavigationLink(destination: destination, isActive: $choosingTag, label: EmptyView.init)
    }
}
