import SwiftUI

// A view whose `body` is a `Group` that may show nothing once its hidden links go: nested
// `Group`s of links, a link under `#if`, a link beside a view shown only under `if`. Each link
// becomes a `Color.clear` of no size in its place, so a destination is never put on a `Group`
// left empty (a modifier on an empty `Group` reaches no view). The link's padding stays on the
// carrier, where it takes the room it took.
struct InboxLinks: View {
    @Binding var opensDrafts: Bool
    @Binding var opensSent: Bool
    @Binding var opensArchive: Bool
    let showsBanner: Bool

    var body: some View {
        Group {
            Group {
                NavigationLink(destination: Text("Drafts"), isActive: $opensDrafts) {
                    EmptyView()
                }
                .padding(8)
            }
            #if os(iOS)
            NavigationLink(destination: Text("Sent"), isActive: $opensSent) {
                EmptyView()
            }
            #endif
            NavigationLink(destination: Text("Archive"), isActive: $opensArchive) {
                EmptyView()
            }
            if showsBanner {
                Text("New mail")
            }
        }
    }
}

struct Inbox: View {
    @State private var opensDrafts = false
    @State private var opensSent = false
    @State private var opensArchive = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Drafts") { opensDrafts = true }
                Button("Sent") { opensSent = true }
                Button("Archive") { opensArchive = true }
                InboxLinks(opensDrafts: $opensDrafts, opensSent: $opensSent, opensArchive: $opensArchive, showsBanner: true)
            }
        }
        .navigationViewStyle(.stack)
    }
}
