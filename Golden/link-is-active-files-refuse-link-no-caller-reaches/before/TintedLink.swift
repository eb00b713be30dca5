// The app's own link view, programmatic when handed a binding (`init(_:to:isActive:)`) and a
// plain link otherwise. No place of the project passes `isActive:`, so its `isActive:` link is
// never shown: it is left as it is, saying so, and the screens that show the view migrate
// rather than wait for it. (A caller that passes `isActive:` would make it a link like any
// other, which waits with its navigation views.)
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
