import SwiftUI

// The hidden link's binding is a `let` of a `List` row's content: the button beside it
// sees it, but is inside the `List`, where SwiftUI reads no destination, so the link is
// refused.
struct Item: Identifiable {
    let id: Int
    let name: String
}

struct Items: View {
    let items: [Item]
    @State private var opened: Int?

    var body: some View {
        NavigationView {
            List {
                ForEach(items) { item in
                    ZStack {
                        let isOpen = Binding<Bool>(get: { opened == item.id }, set: { opened = $0 ? item.id : nil })
                        NavigationLink(destination: Text(item.name), isActive: isOpen) { EmptyView() }
                        Button(item.name) { opened = item.id }
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
