#if os(iOS)
import SwiftUI

// The whole file builds for iOS only, so the style's own `#if os(iOS)` holds
// wherever the navigation view builds: it is no condition, and the view
// becomes a stack.
struct ClubsView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Clubs")
            }
        }
        #if os(iOS)
        .navigationViewStyle(.stack)
        #endif
    }
}
#endif
