import SwiftUI

struct Library: View {
    @State private var addingBook = false

    var body: some View {
        NavigationStack {
            List {
                Button {
                    addingBook = true
                } label: {
                    Label("Add Book", systemImage: "plus")
                }
            }
            .navigationDestination(isPresented: $addingBook) {
                Text("New book")
            }
        }
    }
}
