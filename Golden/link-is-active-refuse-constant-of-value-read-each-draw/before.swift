import SwiftUI

// `.constant(...)` of a value read from the app's state each time the view is drawn: the link
// pushes while that holds, and nothing the link does can change it. Refused, with a finding
// that says so (not that nothing can ever change it).
enum Step { case welcome, scan }

final class Onboarding: ObservableObject {
    @Published var step = Step.welcome
}

struct OnboardingScreen: View {
    @StateObject private var flow = Onboarding()

    var body: some View {
        NavigationView {
            VStack {
                Button("Scan a code") { flow.step = .scan }
                NavigationLink(destination: Text("Scanning"), isActive: .constant(flow.step == .scan)) {
                    EmptyView()
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
