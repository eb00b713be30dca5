import SwiftUI

/// Its content could be one view or a sidebar and a detail: nothing here says which.
struct Shell<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationView(content: content)
    }
}
