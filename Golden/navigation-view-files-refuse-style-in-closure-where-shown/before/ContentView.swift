import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Records")
            }
            Text("Pick a record")
        }
    }
}
