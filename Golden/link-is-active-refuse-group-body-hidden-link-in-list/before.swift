import SwiftUI

// A view whose `body` is a `Group` holding only a hidden link, shown in a `List`: no
// `Color.clear` carries its destination in a list's row (SwiftUI does not support one there),
// and moved out to the `List`, it would leave the `Group` empty. The link stays, with the
// navigation view that shows it.
struct RowLink: View {
    let title: String
    @Binding var isActive: Bool

    var body: some View {
        Group {
            NavigationLink(destination: Text("Detail"), isActive: $isActive) {
                EmptyView()
            }
        }
    }
}

struct Rows: View {
    @State private var opened = false

    var body: some View {
        NavigationView {
            List {
                Button("Open") { opened = true }
                RowLink(title: "Detail", isActive: $opened)
            }
        }
        .navigationViewStyle(.stack)
    }
}
