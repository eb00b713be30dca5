import SwiftUI

struct StepView: View {
    var number: Int

    var body: some View {
        Text("Step \(number)")
    }
}

struct OnboardingMenu: View {
    enum Route: Hashable, Codable {
        case stepOne, stepTwo
    }

    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 12) {
                Text("Welcome")
                    .font(.largeTitle)
                NavigationLink("Start with step one", value: Route.stepOne)
                NavigationLink("Skip to step two", value: Route.stepTwo)
                    .buttonStyle(.bordered)
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .stepOne:
                    StepView(number: 1)
                case .stepTwo:
                    StepView(number: 2)
                        .padding()
                }
            }
        }
    }
}
