import SwiftUI

// The watch extension's own `ContentView`, of the same name: what the phone's
// shows is not what this one shows.
struct ContentView: View {
    var body: some View {
        Text("Machines")
    }
}

struct WatchRoot: View {
    var body: some View {
        NavigationStack {
            ContentView()
        }
    }
}
