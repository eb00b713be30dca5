import SwiftUI

// Arguments on lines of their own put the label's closure a step deeper, its closing brace
// under them. The arguments go and the link fits on its first line: the label's lines come
// back to the link's indentation.
struct Shelf: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Books")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    NavigationLink { AddBook() } label: {
                        Image(systemName: "plus")
                            .imageScale(.large)
                    }
                }
            }
        }
    }
}

struct Desk: View {
    @State private var writing = false

    var body: some View {
        NavigationStack {
            VStack {
                Button { writing = true } label: {
                    Label("Write", systemImage: "pencil")
                }
            }
            .navigationDestination(isPresented: $writing) {
                Draft(done: $writing)
            }
        }
    }
}

struct Studio: View {
    enum Route: Hashable, Codable {
        case sketching, painting
    }

    @State private var path: [Route] = []

    private func isPresented(_ route: Route) -> Binding<Bool> {
        Binding(
            get: { path.contains(route) },
            set: { newValue in
                if newValue {
                    path.append(route)
                } else if let index = path.firstIndex(of: route) {
                    path.removeSubrange(index...)
                }
            }
        )
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink(value: Route.sketching) {
                    Text("Sketch")
                }
                NavigationLink(value: Route.painting) {
                    Text("Paint")
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .sketching:
                    Draft(done: isPresented(.sketching))
                case .painting:
                    Draft(done: isPresented(.painting))
                }
            }
        }
    }
}

struct AddBook: View {
    var body: some View { Text("New book") }
}

struct Draft: View {
    @Binding var done: Bool
    var body: some View { Button("Done") { done = false } }
}
