import SwiftUI

// Hidden tag:selection links that are all a helper of the view shows, where the view uses the
// helper once: placed as if written there. The destinations go on the stack around that place
// (beside other views), on the view a `.background` of it decorates, or on the view beside it,
// and the helper is left showing `EmptyView()`, with a note, as the `isActive:` rule leaves one.
enum Sheet: Hashable { case add, edit }

final class Model: ObservableObject {
    @Published var name: String? = "Salt"
    @Published var active: Sheet?
}

struct Root: View {
    var body: some View {
        NavigationView {
            VStack {
                Detail()
                JobCard(title: "Paint")
                Badge()
                Banner()
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Detail: View {
    @StateObject var model = Model()

    var body: some View {
        if let name = model.name {
            VStack {
                Text(name)
                Button("Add") { model.active = .add }
                addLink()
            }
        }
    }

    private func addLink() -> some View {
        NavigationLink(
            destination: Text("Add"),
            tag: .add,
            selection: $model.active) {
            EmptyView()
        }
    }
}

struct JobCard: View {
    let title: String
    @State private var route: Int?

    var body: some View {
        VStack {
            Text(title)
            links
            Button("Open") { route = 1 }
        }
    }

    private var links: some View {
        ZStack {
            NavigationLink(destination: Text("Review"), tag: 1, selection: $route) { EmptyView() }
            NavigationLink(destination: Text("Done"), tag: 2, selection: $route) { EmptyView() }
        }
        .opacity(0)
        .frame(width: 0, height: 0)
    }
}

struct Badge: View {
    @State private var route: Int?

    var body: some View {
        Button("Open") { route = 1 }
            .background(links)
    }

    private var links: some View {
        Group {
            NavigationLink(destination: Text("Badge"), tag: 1, selection: $route) { EmptyView() }
        }
        .hidden()
    }
}

struct Banner: View {
    @State private var route: Int?

    var body: some View {
        Text("Banner")
            .onTapGesture { route = 1 }
        self.bannerLink()
    }

    @ViewBuilder
    private func bannerLink() -> some View {
        NavigationLink(destination: Text("Banner"), tag: 1, selection: $route) { EmptyView() }
    }
}
