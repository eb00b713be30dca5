import SwiftUI

// Hidden tag:selection links in a `ZStack` or `Group` of their own that modifiers hide
// (`.opacity(0)`, `.hidden()`, `.frame(width: 0, height: 0)`, `.allowsHitTesting(false)`): the
// modifiers only change how it looks, as the `isActive:` rule decides for the stacks it removes
// with its links, so the stack goes with them and the stack around it carries a destination
// for each.
struct JobList: View {
    let jobs = ["a", "b"]

    var body: some View {
        NavigationView {
            ScrollView {
                VStack {
                    ForEach(jobs, id: \.self) { job in
                        JobCard(title: job)
                    }
                    FadedCard()
                    GroupedCard()
                }
            }
        }
    }
}

struct JobCard: View {
    let title: String
    @State private var route: Int?

    var body: some View {
        VStack {
            Text(title)
            ZStack {
                NavigationLink(destination: Text("Review"), tag: 1, selection: $route) { EmptyView() }
                NavigationLink(destination: Text("Done"), tag: 2, selection: $route) { EmptyView() }
            }
            .opacity(0)
            .frame(width: 0, height: 0)
            Button("Open") { route = 1 }
        }
    }
}

struct FadedCard: View {
    @State private var route: Int?

    var body: some View {
        HStack {
            Text("Faded")
            ZStack {
                NavigationLink(destination: Text("Faded"), tag: 1, selection: $route) { EmptyView() }
            }
            .hidden()
            .allowsHitTesting(false)
            Button("Open") { route = 1 }
        }
    }
}

struct GroupedCard: View {
    @State private var route: String?

    var body: some View {
        VStack {
            Text("Grouped")
            Group {
                NavigationLink(destination: Text("Review"), tag: "review", selection: $route) { EmptyView() }
                NavigationLink(destination: Text("Done"), tag: "done", selection: $route) { EmptyView() }
            }
            .opacity(0)
            .frame(width: 0, height: 0)
            Button("Review") { route = "review" }
        }
    }
}
