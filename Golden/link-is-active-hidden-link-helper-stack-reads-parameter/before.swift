import SwiftUI

// A hidden isActive link alone in a `ZStack` that is all a helper shows, put behind a view
// (`.background(links(item))`), whose destination reads the helper's parameter: no view outside
// the helper could carry it, so the stack becomes a `Color.clear` there that carries it, as the
// link alone would. The stack's modifiers count as the link's: `.opacity(0)` goes, and
// `.onAppear` stays on the carrier. A comment written in the stack stays above the carrier.
final class Model: ObservableObject {
    @Published var item: String? = "A"
    @Published var showEdit = false
    @Published var showInfo = false
}

struct Root: View {
    var body: some View {
        NavigationView {
            VStack {
                ItemScreen()
                InfoScreen()
                NotedScreen()
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct ItemScreen: View {
    @StateObject var model = Model()

    var body: some View {
        if let item = model.item {
            ScrollView {
                Text(item)
            }
            .background(links(item))
            .toolbar {
                Button("Edit") { model.showEdit = true }
            }
        }
    }

    private func links(_ item: String) -> some View {
        ZStack {
            NavigationLink(destination: Text("Edit \(item)"), isActive: $model.showEdit) {
                EmptyView()
            }
        }
    }
}

struct InfoScreen: View {
    @StateObject var model = Model()

    var body: some View {
        if let item = model.item {
            Button("Info") { model.showInfo = true }
                .overlay(infoLink(for: item))
        }
    }

    private func infoLink(for item: String) -> some View {
        Group {
            NavigationLink(destination: Text("Info \(item)"), isActive: $model.showInfo) { EmptyView() }
        }
        .opacity(0)
        .onAppear { print("info link") }
    }
}

struct NotedScreen: View {
    @StateObject var model = Model()

    var body: some View {
        if let item = model.item {
            Text(item)
                .background(editLink(item))
        }
    }

    private func editLink(_ item: String) -> some View {
        ZStack {
            // Opened from the toolbar.
            NavigationLink(destination: Text("Edit \(item)"), isActive: $model.showEdit) { EmptyView() }
        }
    }
}
