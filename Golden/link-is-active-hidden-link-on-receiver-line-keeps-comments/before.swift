// A hidden link in a `.background(...)` written on its receiver's line: the comments among its
// arguments go above the destination it becomes, rather than out with the link.
import SwiftUI

struct Menu: View {
    @State private var opens = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Open") { opens = true }
                Text("x").background(NavigationLink(destination: Text("Detail"), // the detail screen
                                                    /* set by the button */ isActive: $opens) { EmptyView() })
            }
        }
        .navigationViewStyle(.stack)
    }
}
