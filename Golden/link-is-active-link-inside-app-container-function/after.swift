import SwiftUI

// The app's own container: a function that shows its content in a navigation stack.
func NavigationShell<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    NavigationStack { content() }
}

// The links sit inside the app's container within the view itself, so they are inside
// navigation wherever the view is shown, a full-screen cover with no navigation view of its
// own included: the link migrates, its destination on the stack inside the shell.
struct SignInView: View {
    @State private var resetsPassword = false

    var body: some View {
        NavigationShell {
            VStack {
                Button("Forgot password?") { resetsPassword = true }
            }
            .navigationDestination(isPresented: $resetsPassword) {
                Text("Reset")
            }
        }
    }
}

struct StartView: View {
    @State private var signsIn = false

    var body: some View {
        Button("Sign in") { signsIn = true }
            .fullScreenCover(isPresented: $signsIn) {
                SignInView()
            }
    }
}
