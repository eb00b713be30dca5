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
