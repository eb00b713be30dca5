import SwiftUI

// One flag drives a link in each branch of an `if`/`else`: only one of them is ever shown.
struct Step: View {
    let editing: Bool
    @State private var next = false

    var body: some View {
        NavigationView {
            VStack {
                if editing {
                    Text("Editing")
                    NavigationLink(destination: Text("Summary"), isActive: $next) { EmptyView() }
                } else {
                    NavigationLink(destination: Text("Step 2"), isActive: $next) {
                        Text("Continue")
                    }
                }
                Button("Next") { next = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
