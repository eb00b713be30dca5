import SwiftUI

// One flag drives a link in each branch of an `if`/`else`: only one of them is ever shown.
struct Step: View {
    let editing: Bool
    @State private var next = false

    var body: some View {
        NavigationStack {
            VStack {
                if editing {
                    Text("Editing")
                        .navigationDestination(isPresented: $next) {
                            Text("Summary")
                        }
                } else {
                    Button { next = true } label: {
                        Text("Continue")
                    }
                    .navigationDestination(isPresented: $next) {
                        Text("Step 2")
                    }
                }
                Button("Next") { next = true }
            }
        }
    }
}
