import SwiftUI

// A visible link a selection drives, whose `.isDetailLink(false)` is compiled only on iOS: the
// button it would become has no such modifier, and a postfix `#if` left with nothing in it
// would be for the user to tidy, so the link stays, with a finding, with its navigation view.
struct WizardView: View {
    @State private var step: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Next", tag: 1, selection: $step) {
                    Text("Step 1")
                }
                #if os(iOS)
                .isDetailLink(false)
                #endif
                Button("Skip ahead") { step = 1 }
            }
        }
        .navigationViewStyle(.stack)
    }
}
