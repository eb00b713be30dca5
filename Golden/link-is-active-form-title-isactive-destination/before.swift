import SwiftUI

struct StepView: View {
    var number: Int

    var body: some View {
        Text("Step \(number)")
    }
}

struct OnboardingMenu: View {
    @State private var isShowingStepOne = false
    @State private var isShowingStepTwo = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Welcome")
                    .font(.largeTitle)
                NavigationLink("Start with step one", isActive: $isShowingStepOne) {
                    StepView(number: 1)
                }
                NavigationLink("Skip to step two", isActive: $isShowingStepTwo) {
                    StepView(number: 2)
                        .padding()
                }
                .buttonStyle(.bordered)
            }
        }
    }
}
