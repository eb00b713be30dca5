import SwiftUI
import Foundation

// A type named by a cast in a button's action (`as! NSNumber`) is no view the screen shows: the
// style, which reaches no navigation view, goes.
struct Counter: View {
    var body: some View {
        Form {
            Button("Count") {
                let boxed: Any = 1
                let count = boxed as! NSNumber
                print(count)
            }
        }
    }
}

struct CounterScreen: View {
    var body: some View {
        NavigationStack {
            Counter()
        }
    }
}
