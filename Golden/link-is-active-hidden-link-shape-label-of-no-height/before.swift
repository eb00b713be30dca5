import SwiftUI

// A link whose label is a shape, given no height on the link, draws nothing: it is a hidden
// link, and goes as one (with the note on the stack's spacing), not a `Button` of no height.
// One whose shape keeps a height is a visible link (here, with the view's two own flags, a
// value link of a typed path).
struct Welcome: View {
    @State private var showsNext = false
    @State private var showsMore = false

    var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                Button("Next") { showsNext = true }
                NavigationLink(destination: Text("Next"), isActive: $showsNext) {
                    Rectangle()
                }
                .frame(height: 0)
                NavigationLink(destination: Text("More"), isActive: $showsMore) {
                    Capsule()
                }
                .frame(height: 44)
                Button("More") { showsMore = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
