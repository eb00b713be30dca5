import SwiftUI

// Beside the hidden link, only an `if`/`else`, which takes no modifier: the finding says so,
// and that wrapping the `if` in a `Group` gives the destination a view to sit on.
struct PinEntry: View {
    @State private var forgotPin = false
    @State private var isLocked = true

    var body: some View {
        NavigationLink(destination: Text("Reset your PIN"), isActive: $forgotPin) {
            EmptyView()
        }

        if isLocked {
            Button("Forgot your PIN?") { forgotPin = true }
        } else {
            Text("Unlocked")
        }
    }
}

struct PinRoot: View {
    var body: some View {
        NavigationView {
            PinEntry()
        }
        .navigationViewStyle(.stack)
    }
}
