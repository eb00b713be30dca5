import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("On the watch")
    }
}
