import SwiftUI

struct Library: View {
    @State private var addingBook = false

    var body: some View {
        NavigationView {
            List {
                Button {
                    addingBook = true
                } label: {
                    Label("Add Book", systemImage: "plus")
                }
                .background(
                    NavigationLink(isActive: $addingBook) {
                        Text("New book")
                    } label: {
                        Group {}
                    }
                )
            }
        }
    }
}
