import SwiftUI

// A pager handed data and a shorthand closure (`{ Card(title: $0) }`) makes a page of each
// element as one with a named parameter does: the card's flag moves up out of the pages and a
// link written in the pages puts its destination on the pager, not inside a page.
struct Pager<Element: Hashable, Page: View>: View {
    let data: [Element]
    let page: (Element) -> Page

    init(data: [Element], @ViewBuilder page: @escaping (Element) -> Page) {
        self.data = data
        self.page = page
    }

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(data, id: \.self) { element in
                    page(element)
                }
            }
        }
    }
}

struct Card: View {
    let title: String
    @Binding var showingFull: String?

    var body: some View {
        Text(title)
            .onTapGesture { showingFull = title }
    }
}

struct Deck: View {
    let titles = ["Spring", "Summer"]
    @State private var showingFull: String?

    var body: some View {
        NavigationStack {
            Pager(data: titles) { Card(title: $0, showingFull: $showingFull) }
                .navigationDestination(isPresented: Binding(
                    get: { showingFull != nil },
                    set: { if !$0 { showingFull = nil } }
                )) {
                    if let title = showingFull {
                        Text("All of \(title)")
                    }
                }
        }
    }
}

struct Album: View {
    @State private var showingAll = false
    let titles = ["Spring", "Summer"]

    var body: some View {
        NavigationStack {
            Pager(data: titles) {
                Text($0)
                    .onLongPressGesture { showingAll = true }
                Button { showingAll = true } label: {
                    Text("See all")
                }
            }
            .navigationDestination(isPresented: $showingAll) {
                Text("All photos")
            }
        }
    }
}
