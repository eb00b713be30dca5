import SwiftUI

// `ShelfList` is a page of a paged `TabView` (its pages come from a `ForEach`), not a column, so
// no column waits for its selection; the selection only drives its links, which become plain
// links that push as they did, and the selection goes.
struct BookPage: View {
    let id: Int

    var body: some View {
        Text("Book \(id)")
    }
}

struct ShelfList: View {
    let ids: [Int]

    var body: some View {
        List {
            ForEach(ids, id: \.self) { id in
                NavigationLink {
                    BookPage(id: id)
                } label: {
                    Text("Book \(id)")
                }
            }
        }
    }
}

enum ShelfKind: CaseIterable, Hashable {
    case new, popular
}

struct ShelvesHome: View {
    @State private var kind: ShelfKind = .new

    var body: some View {
        NavigationStack {
            TabView(selection: $kind) {
                ForEach(ShelfKind.allCases, id: \.self) { kind in
                    ShelfList(ids: kind == .new ? [1, 2] : [3, 4])
                        .tag(kind)
                }
            }
            .tabViewStyle(.page)
        }
    }
}
