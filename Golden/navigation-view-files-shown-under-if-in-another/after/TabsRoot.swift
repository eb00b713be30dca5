import SwiftUI

// `PreferencesView` has a navigation view only when it is not embedded; the root embeds it, so
// nothing nests, and both become stacks.
struct TabsRoot: View {
    var body: some View {
        NavigationStack {
            PreferencesView(isEmbedded: true)
        }
    }
}
