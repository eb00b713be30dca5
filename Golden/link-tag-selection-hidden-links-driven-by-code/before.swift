import SwiftUI

// Hidden tag:selection links beside the buttons that set their selection, in one column: each
// becomes a navigationDestination whose binding reads the selection and clears it when its view
// pops, as the old link did; the buttons and the selection stay.
enum WelcomeStep: Hashable {
    case signIn, register
}

final class WelcomeRouter: ObservableObject {
    @Published var step: WelcomeStep?
}

struct WelcomeView: View {
    @StateObject private var router = WelcomeRouter()

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                Text("Welcome")
                // Pushed when the router's step is set.
                NavigationLink(destination: Text("Sign in"), tag: WelcomeStep.signIn, selection: $router.step) {
                    EmptyView()
                }
                NavigationLink(destination: Text("Register"), tag: WelcomeStep.register, selection: $router.step) {
                    EmptyView()
                }
                .hidden()
                Button("Sign in") { router.step = .signIn }
                Button("Register") { router.step = .register }
            }
        }
        .navigationViewStyle(.stack)
    }
}
