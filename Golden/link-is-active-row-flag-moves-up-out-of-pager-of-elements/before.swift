import SwiftUI

// A pager handed data and a closure that makes a page of each element (here a stand-in for a
// package's, which may build pages lazily and reuse them): the card's flag moves up out of the
// pages, as out of a `List`'s rows, and its destination goes on the pager; a link written in
// the pages puts its destination on the pager too, not inside a page. A view handed a type
// and a closure of what it loads (`Loader(String.self) { draft in ... }`) makes no rows.
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
            Pager(data: titles) { title in
                Card(title: title)
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Album: View {
    @State private var showingAll = false
    let titles = ["Spring", "Summer"]

    var body: some View {
        NavigationView {
            Pager(data: titles) { title in
                VStack {
                    Text(title)
                        .onLongPressGesture { showingAll = true }
                    NavigationLink(destination: Text("All photos"), isActive: $showingAll) {
                        Text("See all")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Loader<Value, Content: View>: View {
    let content: (Value?) -> Content

    init(_ type: Value.Type, @ViewBuilder content: @escaping (Value?) -> Content) {
        self.content = content
    }

    var body: some View { content(nil) }
}

struct Outbox: View {
    @State private var composing = false

    var body: some View {
        NavigationView {
            Loader(String.self) { draft in
                VStack {
                    Text(draft ?? "No draft")
                        .onLongPressGesture { composing = true }
                    NavigationLink(destination: Text("New message"), isActive: $composing) {
                        Text("Compose")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
