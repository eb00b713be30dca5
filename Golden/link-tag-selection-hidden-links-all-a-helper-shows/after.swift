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
        NavigationStack {
            VStack {
                Detail()
                JobCard(title: "Paint")
                Badge()
                Banner()
            }
        }
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
            .navigationDestination(isPresented: Binding(
                get: { model.active == .add },
                set: { if !$0, model.active == .add { model.active = nil } }
            )) {
                Text("Add")
            }
        }
    }

    private func addLink() -> some View {
        EmptyView()
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
        .navigationDestination(isPresented: Binding(
            get: { route == 1 },
            set: { if !$0, route == 1 { route = nil } }
        )) {
            Text("Review")
        }
        .navigationDestination(isPresented: Binding(
            get: { route == 2 },
            set: { if !$0, route == 2 { route = nil } }
        )) {
            Text("Done")
        }
    }

    private var links: some View {
        EmptyView()
    }
}

struct Badge: View {
    @State private var route: Int?

    var body: some View {
        Button("Open") { route = 1 }
            .background(links)
            .navigationDestination(isPresented: Binding(
                get: { route == 1 },
                set: { if !$0, route == 1 { route = nil } }
            )) {
                Text("Badge")
            }
    }

    private var links: some View {
        EmptyView()
    }
}

struct Banner: View {
    @State private var route: Int?

    var body: some View {
        Text("Banner")
            .onTapGesture { route = 1 }
            .navigationDestination(isPresented: Binding(
                get: { route == 1 },
                set: { if !$0, route == 1 { route = nil } }
            )) {
                Text("Banner")
            }
        self.bannerLink()
    }

    @ViewBuilder
    private func bannerLink() -> some View {
        EmptyView()
    }
}
