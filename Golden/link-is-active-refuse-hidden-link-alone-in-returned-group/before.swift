import SwiftUI

// A view whose `body` returns a `Group` that holds only a hidden link: once the link goes, the
// `Group` is empty, and an empty `Group` passes its modifiers to no view, so nothing would
// carry the destination. The link stays, with the navigation view that shows it.
struct GroupedLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        return Group {
            NavigationLink(destination: destination, isActive: $isActive) { EmptyView() }
                .opacity(0)
        }
    }
}

struct Home: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Help") { showsHelp = true }
                GroupedLink(destination: Text("Help"), isActive: $showsHelp)
            }
        }
        .navigationViewStyle(.stack)
    }
}
