import SwiftUI

// The selection is reset to `nil` on return, and also read for the title: it says more than its
// links, so they stay (before iOS 17, one column cannot show a selection), with their navigation
// view, and the finding names the read.
struct BookList: View {
    let titles: [String]
    @State private var selectedTitle: String?

    var body: some View {
        NavigationView {
            List {
                ForEach(titles, id: \.self) { title in
                    NavigationLink(destination: Text(title), tag: title, selection: $selectedTitle) {
                        Text(title)
                    }
                }
            }
            .onAppear { selectedTitle = nil }
            .navigationTitle(selectedTitle ?? "Books")
        }
        .navigationViewStyle(.stack)
    }
}
