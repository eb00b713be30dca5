import SwiftUI

/// The app's screen chrome: a navigation view around whatever it is handed.
struct ScreenChrome<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationView {
            ZStack {
                Color.yellow.opacity(0.1)
                content()
            }
        }
        .navigationViewStyle(.stack)
    }
}
