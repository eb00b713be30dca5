// The app's modifier `present(when:screen:)` holds a hidden link; a router elsewhere has a
// method of the same base name, `present(route:)`, called on a model, not a view. A call with a
// label the modifier does not take is not one of its uses: the modifier migrates.
import SwiftUI

extension View {
    func present(when shown: Binding<Bool>, screen: some View) -> some View {
        self
            .navigationDestination(isPresented: shown) {
                screen
            }
    }
}
