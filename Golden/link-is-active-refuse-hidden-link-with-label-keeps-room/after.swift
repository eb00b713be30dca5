import SwiftUI

// A view that is only a link hidden with `.hidden()`, whose label keeps its room in the stack
// around it: a `Color.clear` of no size carrying the destination would give the room up, so the
// link stays, with the navigation view that shows it.
struct Trigger: View {
    @Binding var opens: Bool

    var body: some View {
        NavigationLink(destination: Text("Details"), isActive: $opens) {
            Text("A label that takes room")
                .font(.largeTitle)
        }
        .hidden()
    }
}

struct Overview: View {
    @State private var opens = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Details") { opens = true }
                Trigger(opens: $opens)
            }
        }
        .navigationViewStyle(.stack)
    }
}
