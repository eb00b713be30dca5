import SwiftUI

// Hidden tag:selection links in a `ZStack` or `Group` of their own that modifiers hide
// (`.opacity(0)`, `.hidden()`, `.frame(width: 0, height: 0)`, `.allowsHitTesting(false)`): the
// modifiers only change how it looks, as the `isActive:` rule decides for the stacks it removes
// with its links, so the stack goes with them and the stack around it carries a destination
// for each.
struct JobList: View {
    let jobs = ["a", "b"]

    var body: some View {
        NavigationStack {
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
}

struct FadedCard: View {
    @State private var route: Int?

    var body: some View {
        HStack {
            Text("Faded")
            Button("Open") { route = 1 }
        }
        .navigationDestination(isPresented: Binding(
            get: { route == 1 },
            set: { if !$0, route == 1 { route = nil } }
        )) {
            Text("Faded")
        }
    }
}

struct GroupedCard: View {
    @State private var route: String?

    var body: some View {
        VStack {
            Text("Grouped")
            Button("Review") { route = "review" }
        }
        .navigationDestination(isPresented: Binding(
            get: { route == "review" },
            set: { if !$0, route == "review" { route = nil } }
        )) {
            Text("Review")
        }
        .navigationDestination(isPresented: Binding(
            get: { route == "done" },
            set: { if !$0, route == "done" { route = nil } }
        )) {
            Text("Done")
        }
    }
}
