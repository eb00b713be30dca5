import SwiftUI

// Built for iOS and macOS: the `#else` of `#if os(iOS)` is code only macOS builds, where a
// navigation view shows what its links open in a column beside its content; a stack would push
// over it, so it stays, with a finding.
struct Samples: View {
    var list: some View {
        List {
            NavigationLink("Buttons") { Text("Buttons") }
            NavigationLink("Sliders") { Text("Sliders") }
        }
    }

    var body: some View {
        #if os(iOS)
        list
        #else
        NavigationView {
            list
        }
        #endif
    }
}
