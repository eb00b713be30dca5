import SwiftUI

// The column style is written for macOS builds only (a postfix `#if`), and the navigation view
// it would reach is compiled for iOS only: no build has both. A stack, and the style, which
// then styles nothing, goes.
struct Phone: View {
    var body: some View {
        #if os(iOS)
        NavigationView {
            Text("Phone")
        }
        #else
        Text("Mac")
        #endif
    }
}

struct Shell: View {
    var body: some View {
        TabView {
            Phone()
        }
        #if os(macOS)
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
        #endif
    }
}
