import SwiftUI

// A view whose `body` returns a `Group` that holds only a hidden link: the link becomes a
// `Color.clear` of no size in the `Group`, which carries its destination, as a hidden link
// that is all a `body` shows does; the navigation view that shows the view becomes a stack.
struct GroupedLink<Destination: View>: View {
    let destination: Destination
    @Binding var isActive: Bool

    var body: some View {
        return Group {
            Color.clear
                .frame(width: 0, height: 0)
                .navigationDestination(isPresented: $isActive) {
                    destination
                }
        }
    }
}

struct Home: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Help") { showsHelp = true }
                GroupedLink(destination: Text("Help"), isActive: $showsHelp)
            }
        }
    }
}
