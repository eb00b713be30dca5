import SwiftUI

// A hidden link that only a condition shows takes the condition to its destination when it
// can (link-is-active-hidden-link-under-condition). These cannot: a condition that reads what
// an earlier one binds, an `if` with an `else`, a call with `try` (it would run again where
// the destination is), a modifier on the link that acts, and a `switch` case.
struct Account {
    var name: String
    var isVerified: Bool
}

struct AccountLinks: View {
    @State private var account: Account?
    @State private var opensAccount = false

    var body: some View {
        VStack {
            if let account, account.isVerified {
                NavigationLink(destination: Text(account.name), isActive: $opensAccount) { EmptyView() }
            }
            Button("Open") { opensAccount = true }
        }
    }
}

struct WelcomeLinks: View {
    @State private var isSignedIn = false
    @State private var opensWelcome = false

    var body: some View {
        VStack {
            if isSignedIn {
                NavigationLink(destination: Text("Welcome"), isActive: $opensWelcome) { EmptyView() }
            } else {
                Text("Sign in first")
            }
            Button("Open") { opensWelcome = true }
        }
    }
}

struct Loader {
    func cached() throws -> String? { nil }
}

struct CachedLinks: View {
    let loader = Loader()
    @State private var opensCached = false

    var body: some View {
        VStack {
            if let text = try? loader.cached() {
                NavigationLink(destination: Text(text), isActive: $opensCached) { EmptyView() }
            }
            Button("Open") { opensCached = true }
        }
    }
}

struct TrackedLinks: View {
    @State private var isReady = false
    @State private var opensReport = false
    @State private var appearances = 0

    var body: some View {
        VStack {
            if isReady {
                NavigationLink(destination: Text("Report"), isActive: $opensReport) { EmptyView() }
                    .onAppear { appearances += 1 }
            }
            Button("Open") { opensReport = true }
        }
    }
}

enum Step {
    case intro, details
}

struct StepLinks: View {
    @State private var step = Step.intro
    @State private var opensDetails = false

    var body: some View {
        VStack {
            switch step {
            case .intro:
                Text("Intro")
            case .details:
                NavigationLink(destination: Text("Details"), isActive: $opensDetails) { EmptyView() }
            }
            Button("Open") { opensDetails = true }
        }
    }
}

// A helper that is all the navigation view holds and builds two views, the `if` and the
// `List`: once `target` is set the navigation view shows them as two columns, so it is refused
// for that, and the link goes with it.
struct DeepLinkRoot: View {
    @State private var isShowingTarget = false
    @State private var target: Int?

    var body: some View {
        NavigationView {
            content
        }
    }

    @ViewBuilder private var content: some View {
        if let target {
            NavigationLink(destination: Text("Item \(target)"), isActive: $isShowingTarget) { EmptyView() }
        }
        List {
            Button("Open first") {
                target = 1
                isShowingTarget = true
            }
        }
    }
}
