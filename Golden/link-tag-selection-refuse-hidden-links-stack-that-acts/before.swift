import SwiftUI

// Hidden tag:selection links in a `ZStack` or `Group` of their own whose modifiers do more than
// hide it: an `.onAppear` acts, and an app's own modifier (or `.environmentObject`) may; removing
// the stack with the links could lose what it does, so the links stay, with their navigation
// view, and a finding names the modifier. The same goes for such a stack that is all a helper
// shows, or that sits in a `.background`.
final class Tracker: ObservableObject {
    func log(_ event: String) {}
}

struct Home: View {
    var body: some View {
        NavigationView {
            VStack {
                JobCard()
                BadgeCard()
                ReportCard()
            }
        }
    }
}

struct JobCard: View {
    @State private var route: Int?

    var body: some View {
        VStack {
            Text("Job")
            ZStack {
                NavigationLink(destination: Text("Review"), tag: 1, selection: $route) { EmptyView() }
            }
            .opacity(0)
            .onAppear { print("links shown") }
            Button("Open") { route = 1 }
        }
    }
}

struct BadgeCard: View {
    @State private var route: Int?
    @StateObject private var tracker = Tracker()

    var body: some View {
        VStack {
            Text("Badge")
            links
            Button("Open") { route = 1 }
        }
    }

    private var links: some View {
        Group {
            NavigationLink(destination: Text("Badge"), tag: 1, selection: $route) { EmptyView() }
        }
        .environmentObject(tracker)
        .hidden()
    }
}

struct ReportCard: View {
    @State private var route: Int?

    var body: some View {
        Button("Open") { route = 1 }
            .background(
                ZStack {
                    NavigationLink(destination: Text("Report"), tag: 1, selection: $route) { EmptyView() }
                }
                .onDisappear { route = nil }
            )
    }
}
