import SwiftUI

// A row of the `LazyHStack` in Shelf.swift: that is the reason its link stays, named first,
// rather than the `if let` around the link, which a carrier beside it would get past.
struct Cover: View {
    let title: String?
    @State private var opensBook = false

    var body: some View {
        VStack {
            if let title {
                NavigationLink(destination: Text(title), isActive: $opensBook) {
                    EmptyView()
                }
                Button(title) { opensBook = true }
            }
        }
    }
}
