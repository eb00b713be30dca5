import SwiftUI

struct CreateAccountView: View {
    var body: some View {
        Text("Create account")
    }
}

struct LoginView: View {
    @State private var accepted = false
    @State private var createAccount = false

    var body: some View {
        VStack {
            Toggle("I accept the terms", isOn: $accepted)
            if accepted {
                NavigationLink(destination: CreateAccountView(), isActive: $createAccount) {
                    EmptyView()
                }
            }
            Button("Create account") { createAccount = true }
        }
    }
}

// The same in a helper that is all the navigation view holds: the branch has nothing beside
// the link, so the finding names the condition.
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
