import SwiftUI

// Each page of a `ForEach` has a navigation view of its own, and its bar items fill that
// navigation view's bar: they become each page's toolbar, in place (no toolbar repeats
// over rows of one bar).
struct Pages: View {
    @State private var flipped = false

    var body: some View {
        TabView {
            ForEach(0..<3, id: \.self) { page in
                NavigationView {
                    Text("Page \(page)")
                        .navigationBarItems(trailing: Button("Flip") { flipped.toggle() })
                }
                .navigationViewStyle(.stack)
            }
        }
    }
}
