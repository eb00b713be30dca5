import SwiftUI

struct NotesView: View {
    @Binding var open: String?

    var body: some View {
        List {
            NavigationLink("Inbox", tag: "inbox", selection: $open) {
                Text("Inbox")
            }
        }
    }
}

struct MacRoot: View {
    @State private var open: String?

    var body: some View {
        NavigationView {
            NotesView(open: $open)
            Text("Pick a note")
        }
    }
}
