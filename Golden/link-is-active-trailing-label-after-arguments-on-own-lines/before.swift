import SwiftUI

// Arguments on lines of their own put the label's closure a step deeper, its closing brace
// under them. The arguments go and the link fits on its first line: the label's lines come
// back to the link's indentation.
struct Shelf: View {
    @State private var addingBook = false

    var body: some View {
        NavigationView {
            List {
                Text("Books")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    NavigationLink(
                        destination: AddBook(),
                        isActive: $addingBook) {
                            Image(systemName: "plus")
                                .imageScale(.large)
                        }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Desk: View {
    @State private var writing = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(
                    destination: Draft(done: $writing),
                    isActive: $writing) {
                        Label("Write", systemImage: "pencil")
                    }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Studio: View {
    @State private var sketching = false
    @State private var painting = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Draft(done: $sketching),
                               isActive: $sketching) {
                    Text("Sketch")
                }
                NavigationLink(
                    destination: Draft(done: $painting),
                    isActive: $painting) {
                        Text("Paint")
                    }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct AddBook: View {
    var body: some View { Text("New book") }
}

struct Draft: View {
    @Binding var done: Bool
    var body: some View { Button("Done") { done = false } }
}
