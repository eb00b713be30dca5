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
    @State private var showingFull = false

    var body: some View {
        Text(title)
            .onTapGesture { showingFull = true }
            .background(NavigationLink(destination: Text("All of \(title)"), isActive: $showingFull) { EmptyView() })
    }
}

struct Deck: View {
    let titles = ["Spring", "Summer"]

    var body: some View {
        NavigationView {
            Pager(data: titles) { Card(title: $0) }
        }
        .navigationViewStyle(.stack)
    }
}

struct Album: View {
    @State private var showingAll = false
    let titles = ["Spring", "Summer"]

    var body: some View {
        NavigationView {
            Pager(data: titles) {
                Text($0)
                    .onLongPressGesture { showingAll = true }
                NavigationLink(destination: Text("All photos"), isActive: $showingAll) {
                    Text("See all")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
