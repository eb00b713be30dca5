import SwiftUI

/// The app's screen chrome: a navigation view around whatever it is handed.
struct ScreenChrome<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationStack {
            ZStack {
                Color.yellow.opacity(0.1)
                content()
            }
        }
    }
}

struct SignUpStart: View {
    @State private var showsTerms = false

    var body: some View {
        ScreenChrome {
            Button("Read the terms") { showsTerms = true }
                .navigationDestination(isPresented: $showsTerms) {
                    Text("Terms")
                }
            termsLink
        }
    }

    private var termsLink: some View {
        EmptyView()
    }
}
