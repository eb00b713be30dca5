import SwiftUI

// The selection is reset to `nil` on return, and also read for the title: it says more than its
// links, so it stays; before iOS 17 the rows become buttons that set it, and one destination is
// presented while it holds a title.
struct BookList: View {
    let titles: [String]
    @State private var selectedTitle: String?

    var body: some View {
        NavigationStack {
            List {
                ForEach(titles, id: \.self) { title in
                    Button { selectedTitle = title } label: {
                        Text(title)
                    }
                }
            }
            .onAppear { selectedTitle = nil }
            .navigationTitle(selectedTitle ?? "Books")
            .navigationDestination(isPresented: Binding(
                get: { titles.contains(where: { $0 == selectedTitle }) },
                set: { if !$0 { selectedTitle = nil } }
            )) {
                if let title = selectedTitle {
                    Text(title)
                }
            }
        }
    }
}
