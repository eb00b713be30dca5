// The same link view as in link-is-active-files-refuse-link-no-caller-reaches, and one place
// passes `isActive:`: its `isActive:` link can be shown, so it is a link like any other, and
// the navigation view of the screen that shows it as a row of its `List` waits with it.
import SwiftUI

struct TintedLink<Target: View>: View {
    let title: String
    let target: Target
    private let isActive: Binding<Bool>?

    init(_ title: String, to target: Target) {
        self.title = title
        self.target = target
        self.isActive = nil
    }

    init(_ title: String, to target: Target, isActive: Binding<Bool>) {
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
