import SwiftUI

// The phone app's `ContentView`, with a navigation view in the view it shows.
struct ContentView: View {
    var body: some View {
        PhoneSidebar()
    }
}

struct PhoneSidebar: View {
    var body: some View {
        NavigationView {
            List {
                Text("Machines")
            }
        }
    }
}
