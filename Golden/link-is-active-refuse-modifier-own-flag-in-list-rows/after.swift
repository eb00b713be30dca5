import SwiftUI

// A `ViewModifier` with a flag of its own, applied to each row of a `List`: the destination
// cannot go inside the list, and the modifier's own flag is not moved up; the finding says so.
struct OrderRows: View {
    let orders = ["A-1", "B-2"]

    var body: some View {
        NavigationView {
            List {
                ForEach(orders, id: \.self) { order in
                    Text(order).modifier(OpensOnLongPress())
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct OpensOnLongPress: ViewModifier {
    @State private var opens = false

    func body(content: Content) -> some View {
        content
            .onLongPressGesture { opens = true }
            .background(NavigationLink(destination: Text("Details"), isActive: $opens) { EmptyView() })
    }
}
