// A link modifier that shows its hidden link only while the binding it is handed is true
// (`if shown.wrappedValue { NavigationLink(..., isActive: shown) }`): the test says nothing the
// binding does not, so it goes with the link, as `if flag { ... $flag ... }` does, and the
// destination is presented by the binding alone.
import SwiftUI

extension View {
    func opens<Screen: View>(_ screen: Screen, when shown: Binding<Bool>) -> some View {
        self
            .navigationDestination(isPresented: shown) {
                screen
            }
    }
}
