import SwiftUI

struct NotesView: View {
    @Binding var open: String?

    var body: some View {
        List(selection: $open) {
            NavigationLink("Inbox", value: "inbox")
        }
    }
}

struct MacRoot: View {
    @State private var open: String?

    var body: some View {
        NavigationSplitView {
            NotesView(open: $open)
        } detail: {
            switch open {
            case "inbox"?:
                Text("Inbox")
            default:
                Text("Pick a note")
            }
        }
    }
}
