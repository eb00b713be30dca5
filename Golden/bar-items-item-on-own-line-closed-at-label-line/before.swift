import SwiftUI

// The item on a line of its own after `leading:`, its body one step in from the label's line
// and its brace at that line: the brace goes under the item, the body one step in from it.
struct OnboardingStep: View {
    var body: some View {
        VStack {
            Text("Step")
        }
        .navigationBarItems(leading:
                                Button(action: back) {
            Image(systemName: "chevron.left")
                .foregroundColor(.accentColor)
        }
        )
    }

    func back() {}
}
