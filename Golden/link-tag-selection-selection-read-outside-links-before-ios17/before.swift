import SwiftUI

// The selection is reset to `nil` on return, and also read for the title: it says more than its
// links, so it stays; before iOS 17 the rows become buttons that set it, and one destination is
// presented while it holds a title.
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
