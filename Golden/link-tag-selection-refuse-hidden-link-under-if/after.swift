import SwiftUI

// The hidden link shows only while a story is open: the finding names that
// condition as what stops it.
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
