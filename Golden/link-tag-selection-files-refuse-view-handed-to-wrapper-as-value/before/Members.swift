import SwiftUI

// `Members` is handed to `Shell` as a value and shown in its navigation view. Its hidden
// `tag:selection:` link is refused, so `Shell`'s navigation view stays as well: a stack around
// the old link could leave its selection set on Back.
struct Members: View {
    @State private var opened: Int?

    var body: some View {
        VStack {
            Button("First member") { opened = 1 }
            NavigationLink(destination: Text("Member 1"), tag: 1, selection: $opened) {
                EmptyView()
            }
        }
    }
}

struct Team: View {
    var body: some View {
        Shell(showing: Members())
    }
}
