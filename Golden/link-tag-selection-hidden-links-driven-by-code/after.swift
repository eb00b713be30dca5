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
        NavigationStack {
            VStack(spacing: 12) {
                Text("Welcome")
                Button("Sign in") { router.step = .signIn }
                Button("Register") { router.step = .register }
            }
            // Pushed when the router's step is set.
            .navigationDestination(isPresented: Binding(
                get: { router.step == WelcomeStep.signIn },
                set: { if !$0, router.step == WelcomeStep.signIn { router.step = nil } }
            )) {
                Text("Sign in")
            }
            .navigationDestination(isPresented: Binding(
                get: { router.step == WelcomeStep.register },
                set: { if !$0, router.step == WelcomeStep.register { router.step = nil } }
            )) {
                Text("Register")
            }
        }
    }
}
