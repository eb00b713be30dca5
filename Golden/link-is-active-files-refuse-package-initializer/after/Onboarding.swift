import SwiftUI
import SwiftUINavigation

enum OnboardingStep: Hashable {
    case permissions
}

struct Onboarding: View {
    @State private var step: OnboardingStep?

    var body: some View {
        VStack {
            Button("Continue") { step = .permissions }
            NavigationLink(unwrapping: $step,
                           onNavigate: { _ in },
                           destination: { _ in Text("Permissions") },
                           label: { EmptyView() })
        }
    }
}
