import SwiftUI

// A Mac window's detail shows rows whose modifier is a link only on iOS (on macOS, a button that
// selects): macOS builds no link in the column, so the split view gives it no NavigationStack.
struct RowAction: ViewModifier {
    func body(content: Content) -> some View {
        Group {
            #if os(macOS)
            Button { print("select") } label: { content }
            #else
            NavigationLink { Text("Detail") } label: { content }
            #endif
        }
    }
}

struct ShelfGrid: View {
    var body: some View {
        Text("Shelf").modifier(RowAction())
    }
}

#if os(macOS)
struct ShelfWindow: View {
    @State private var page: Int? = 0

    var body: some View {
        NavigationSplitView {
            List(selection: $page) {
                Text("Shelf").tag(0)
            }
        } detail: {
            ShelfGrid()
        }
    }
}
#endif
