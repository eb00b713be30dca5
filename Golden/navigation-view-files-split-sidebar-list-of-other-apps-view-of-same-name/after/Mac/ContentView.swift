import SwiftUI

// The Mac app's sidebar: its list's selection activates the tagged links, which a split view
// would not do, so this one stays, with a finding.
struct ContentView: View {
    @State private var picked: Int?

    var body: some View {
        NavigationView {
            Threads(picked: $picked)
            Text("Pick a thread")
        }
    }
}
