import SwiftUI

// A pushed screen keeps an old navigation view of its own and hides that one's bar from
// inside. The navigation view should go (a stack inside a stack misbehaves), but then the
// modifier would hide the bar of the stack the screen is pushed onto, back button and all,
// so it is refused with where the modifier is.
struct Menu: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Labs") { Labs() }
        }
    }
}

struct Labs: View {
    var body: some View {
        NavigationView {
            VStack {
                Text("Experiments")
            }
            .toolbar(.hidden, for: .navigationBar)
        }
        .onAppear { print("labs") }
    }
}
