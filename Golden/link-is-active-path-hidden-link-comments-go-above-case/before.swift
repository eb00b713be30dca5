// Two hidden links in `.background(...)`s written on their receivers' lines: the comments among
// their arguments go above their cases in the one destination, rather than out with the links;
// one after a destination goes with that destination's case.
import SwiftUI

struct Menu: View {
    @State private var opens = false
    @State private var goesOn = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Open") { opens = true }
                Button("Go on") { goesOn = true }
                Text("x").background(NavigationLink(destination: Text("Detail"), // the detail screen
                                                    /* set by the button */ isActive: $opens) {
                    EmptyView()
                })
                Text("y").background(NavigationLink(destination: Text("Other") /* moves along */,
                                                    isActive: $goesOn) { EmptyView() })
            }
        }
        .navigationViewStyle(.stack)
    }
}
