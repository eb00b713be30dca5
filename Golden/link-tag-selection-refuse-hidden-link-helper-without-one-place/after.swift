import SwiftUI

// A hidden tag:selection link that is all a helper shows goes where the view uses the helper,
// when that is one place with a view beside it that can carry its destination. Shown in two
// places, each would need a destination of its own, both presented by the one tag; shown alone
// in its stack, nothing would be left there to carry it; and a destination that reads the
// helper's parameter cannot leave it; nor can a stack written after `return` become
// `EmptyView()` when a comment in it would have no line of its own. These stay, with their
// navigation view, and a finding.
struct Home: View {
    var body: some View {
        NavigationView {
            VStack {
                TwiceCard()
                LonelyCard()
                NamedCard()
                NotedCard()
            }
        }
    }
}

struct TwiceCard: View {
    @State private var route: Int?

    var body: some View {
        VStack {
            Text("Twice")
            link
            Button("Open") { route = 1 }
            link
        }
    }

    private var link: some View {
        NavigationLink(destination: Text("Twice"), tag: 1, selection: $route) { EmptyView() }
    }
}

struct LonelyCard: View {
    @State private var route: Int?

    var body: some View {
        VStack {
            links
        }
        .onAppear { route = 1 }
    }

    private var links: some View {
        ZStack {
            NavigationLink(destination: Text("Lonely"), tag: 1, selection: $route) { EmptyView() }
        }
        .hidden()
    }
}

struct NamedCard: View {
    @State private var route: Int?

    var body: some View {
        VStack {
            Text("Named")
            link(named: "Report")
            Button("Open") { route = 1 }
        }
    }

    private func link(named name: String) -> some View {
        NavigationLink(destination: Text(name), tag: 1, selection: $route) { EmptyView() }
    }
}

struct NotedCard: View {
    @State private var route: Int?

    var body: some View {
        VStack {
            Text("Noted")
            links
            Button("Open") { route = 1 }
        }
    }

    private var links: some View {
        return ZStack {
            // Pushed by the button.
            NavigationLink(destination: Text("Noted"), tag: 1, selection: $route) { EmptyView() }
        }
    }
}
