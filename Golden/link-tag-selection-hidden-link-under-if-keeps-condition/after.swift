import SwiftUI

// The hidden link shows only while a story is open: its destination goes on the
// stack around the `if`, and its binding tests that condition too.
struct StorySearch: View {
    @State private var openID: Int?

    var body: some View {
        NavigationStack {
            ZStack {
                List {
                    Button("Open") { openID = 1 }
                }
            }
            .navigationTitle("Search")
            .navigationDestination(isPresented: Binding(
                get: { (openID != nil) && openID == 1 },
                set: { if !$0, openID == 1 { openID = nil } }
            )) {
                Text("Story")
            }
        }
    }
}
