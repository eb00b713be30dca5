import SwiftUI

// The app's modifier, already migrated: it wraps what it is applied to in a stack and pushes what
// it is handed from a `navigationDestination`. Nothing here needs a change.
extension View {
    func presenting<V: View>(_ view: V, when isShown: Binding<Bool>) -> some View {
        NavigationStack {
            self
                .navigationDestination(isPresented: isShown) {
                    view
                }
        }
    }
}
