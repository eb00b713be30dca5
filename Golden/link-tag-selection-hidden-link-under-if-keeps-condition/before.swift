import SwiftUI

// The hidden link shows only while a story is open: its destination goes on the
// stack around the `if`, and its binding tests that condition too.
struct StorySearch: View {
    @State private var openID: Int?

    var body: some View {
        NavigationView {
            ZStack {
                if openID != nil {
                    NavigationLink(destination: Text("Story"), tag: 1, selection: $openID) {
                        EmptyView()
                    }
                }
                List {
                    Button("Open") { openID = 1 }
                }
            }
            .navigationTitle("Search")
        }
    }
}
