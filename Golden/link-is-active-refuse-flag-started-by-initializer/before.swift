// The view's initializer starts the flag from its argument, which may be true: the link may be
// active as the view appears, so it is refused, quoting the assignment.
import SwiftUI

struct OnboardingView: View {
    @State private var showsTour: Bool

    init(firstLaunch: Bool) {
        _showsTour = State(initialValue: firstLaunch)
    }

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Tour"), isActive: $showsTour) { EmptyView() }
                Button("Take the tour") { showsTour = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
