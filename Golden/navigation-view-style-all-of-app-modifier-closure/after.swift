import SwiftUI

// A style that is all the closure of the app's own conditional modifier does: removed, the
// closure would give back its view as it is, so the modifier goes with it. A closure that does
// more keeps the rest.
extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Screen: View {
    let isPad: Bool

    var body: some View {
        NavigationStack {
            Text("Body")
        }
    }
}

struct Other: View {
    let isPad: Bool

    var body: some View {
        NavigationStack {
            Text("Other")
        }
        .if(isPad) {
            $0
                .tint(.red)
        }
    }
}
