// A link whose aligned label has a blank line in it becomes a button: the label's lines move
// left with the shorter name and the blank line stays blank.
import SwiftUI

struct GadgetMenu: View {
    @State private var route: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Gadget"),
                               tag: 1,
                               selection: $route,
                               label: {
                                   Text("Gadget")

                                   Text("Tap to open")
                               })
            }
        }
        .navigationViewStyle(.stack)
    }
}
