import SwiftUI

// The phone app's sidebar is a list of plain links; the Mac app beside it declares its own
// `Threads`, whose list's selection activates tagged links. This one's is what it shows.
struct ContentView: View {
    var body: some View {
        NavigationSplitView {
            Threads()
        } detail: {
            Text("Pick a thread")
        }
    }
}
