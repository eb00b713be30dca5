import SwiftUI

// A `fileprivate` view that only the pre-iOS 16 branch shows is legacy code too: its
// `tag:selection:` links and its navigation stay as they are, like the branch itself, with a
// note at each saying so. The iOS 16 branch already has its stack.
struct SetupWizard: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                StepView(step: 0)
            }
        } else {
            NavigationView {
                LegacyStep(step: 0)
            }
            .navigationViewStyle(.stack)
        }
    }
}

struct StepView: View {
    let step: Int

    var body: some View {
        Text("Step \(step)")
    }
}

fileprivate struct LegacyStep: View {
    let step: Int
    @State private var next: Int?

    var body: some View {
        VStack {
            StepView(step: step)
            NavigationLink(destination: LegacyStep(step: step + 1), tag: step + 1, selection: $next) {
                EmptyView()
            }
        }
        .navigationBarTitle("Step \(step)")
    }
}
