import SwiftUI

struct Tips: View {
    var body: some View {
        NavigationView {
            Text("Tips")
        }
    }
}

// `Tips` brings a navigation view of its own into this one's content: this one stays, and
// so does the navigation view of `SignUp`, which it pushes.
struct SignIn: View {
    @State private var showsTips = false

    var body: some View {
        NavigationView {
            ZStack {
                NavigationLink("Sign up") { SignUp() }
                if showsTips { Tips() }
            }
        }
        .navigationViewStyle(.stack)
    }
}
