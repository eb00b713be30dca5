import SwiftUI

struct ContentView: View {
    var names: [String]

    var body: some View {
        List(names, id: \.self) { name in
            Text(name)
        }
    }
}
