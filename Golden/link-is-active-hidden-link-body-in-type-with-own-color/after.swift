import SwiftUI

// The view declares a `Color` of its own, which shadows SwiftUI's inside it: the carrier of
// its hidden link's destination is written `SwiftUI.Color.clear`. The link's `.hidden()` under
// `#if` stays, so the `#if` keeps a modifier.
struct ThemeLink: View {
    enum Color {
        case light, dark
    }

    @Binding var opensTheme: Bool

    var body: some View {
        SwiftUI.Color.clear
        .frame(width: 0, height: 0)
        .navigationDestination(isPresented: $opensTheme) {
            Text("Theme")
        }
        #if os(iOS)
        .hidden()
        #endif
    }
}

struct Settings: View {
    @State private var opensTheme = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Theme") { opensTheme = true }
                ThemeLink(opensTheme: $opensTheme)
            }
        }
    }
}
