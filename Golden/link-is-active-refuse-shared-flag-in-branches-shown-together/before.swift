import SwiftUI

// Two `if`s, not one `if`/`else`: both links can be shown at once, so one flag would push
// two destinations.
struct Step: View {
    let editing: Bool
    let reviewing: Bool
    @State private var next = false

    var body: some View {
        NavigationView {
            VStack {
                if editing {
                    Text("Editing")
                    NavigationLink(destination: Text("Summary"), isActive: $next) { EmptyView() }
                }
                if reviewing {
                    Text("Reviewing")
                    NavigationLink(destination: Text("Review"), isActive: $next) { EmptyView() }
                }
                Button("Next") { next = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
