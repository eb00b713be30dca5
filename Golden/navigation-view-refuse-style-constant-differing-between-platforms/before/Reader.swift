import SwiftUI

// Compiled for every platform, where `Look.navigation` is the stack style on some and the
// default one on macOS: two children are columns there only. Refused, naming both.
struct Reader: View {
    var body: some View {
        NavigationView {
            Text("Feeds")
            Text("Pick a feed")
        }
        .navigationViewStyle(Look.navigation)
    }
}
