import SwiftUI

// Visible `tag:selection:` links in a `LazyVStack`: the view that would carry their
// destination is inside it, so they are refused, and the finding speaks of links, not of
// hidden ones.
struct Gallery: View {
    @State private var open: Int?

    var body: some View {
        NavigationView {
            ScrollView {
                LazyVStack {
                    ForEach(1..<4, id: \.self) { number in
                        NavigationLink(tag: number, selection: $open) {
                            Text("Photo \(number)")
                        } label: {
                            Text("Open photo \(number)")
                        }
                    }
                }
            }
            .onAppear { open = 2 }
        }
        .navigationViewStyle(.stack)
    }
}
