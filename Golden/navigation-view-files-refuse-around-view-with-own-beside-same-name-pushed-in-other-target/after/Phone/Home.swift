import SwiftUI

// `Readings` keeps a navigation view of its own here: the watch app's `Readings`, which its
// menu pushes, is another view, so this one is not taken for pushed, and both stay.
struct Home: View {
    var body: some View {
        NavigationView {
            Readings()
        }
        .navigationViewStyle(.stack)
    }
}
