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
            Pager(data: titles) { title in
                Card(title: title, showingFull: $showingFull)
            }
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
            Pager(data: titles) { title in
                VStack {
                    Text(title)
                        .onLongPressGesture { showingAll = true }
                    Button { showingAll = true } label: {
                        Text("See all")
                    }
                }
            }
            .navigationDestination(isPresented: $showingAll) {
                Text("All photos")
            }
        }
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
        NavigationStack {
            Loader(String.self) { draft in
                VStack {
                    Text(draft ?? "No draft")
                        .onLongPressGesture { composing = true }
                    Button { composing = true } label: {
                        Text("Compose")
                    }
                }
                .navigationDestination(isPresented: $composing) {
                    Text("New message")
                }
            }
        }
    }
}
