import SwiftUI

struct SignInButtons: View {
    let onEmail: () -> Void

    var body: some View {
        Button("Continue with email", action: onEmail)
    }
}

struct Panel<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(content: content).padding()
    }
}

// The hidden link is the direct content of the app's `Panel`, so the view beside it carries
// its destination; that view ends with its arguments' `)` alone on a line, and the new
// modifier goes at that `)`'s indentation, as modifiers under a closing brace do.
struct SignInView: View {
    @State private var usesEmail = false

    var body: some View {
        Panel {
            Text("Sign in")
            SignInButtons(
                onEmail: { usesEmail = true }
            )
            NavigationLink(destination: Text("Email"), isActive: $usesEmail) { EmptyView() }
        }
    }
}

struct StartView: View {
    var body: some View {
        NavigationView {
            SignInView()
        }
        .navigationViewStyle(.stack)
    }
}
