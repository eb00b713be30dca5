import SwiftUI

enum Shelf: Hashable {
    case reading, finished
}

struct ShelvesSidebar: View {
    @State private var shelf: Shelf? = .reading

    var body: some View {
        NavigationView {
            List(selection: $shelf) {
                NavigationLink {
                    Text("Reading")
                } label: {
                    Label("Reading", systemImage: "book")
                }
                NavigationLink {
                    Text("Finished")
                } label: {
                    Label("Finished", systemImage: "checkmark")
                }
            }
            .listStyle(.sidebar)
        }
    }
}

struct ShelvesList: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Reading") {
                    Text("Reading")
                }
            }
            .listStyle(.sidebar)
        }
        .navigationViewStyle(.stack)
    }
}
