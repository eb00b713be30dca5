import SwiftUI

struct ShelfRow: View {
    let title: String
    @State private var opened: String? = nil

    var body: some View {
        Text(title)
            .onTapGesture { opened = "notes" }
            .background(NavigationLink(destination: Text("Notes on \(title)"), tag: "notes", selection: $opened) { EmptyView() }.hidden())
    }
}
