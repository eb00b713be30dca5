// The app's link view keeps an optional binding that its one initializer takes with a default:
// callers that leave `isActive:` out still hand it a binding, so its `isActive:` link is shown,
// and the screen that shows the view as a row of its `List` waits with it (no caller passing
// the label says nothing here).
import SwiftUI

struct OpenLink<Target: View>: View {
    let title: String
    let target: Target
    private let isActive: Binding<Bool>?

    init(_ title: String, to target: Target, isActive: Binding<Bool>? = .constant(false)) {
        self.title = title
        self.target = target
        self.isActive = isActive
    }

    var body: some View {
        if let isActive {
            NavigationLink(destination: target, isActive: isActive) {
                Text(title)
            }
        } else {
            NavigationLink(title) {
                target
            }
        }
    }
}
