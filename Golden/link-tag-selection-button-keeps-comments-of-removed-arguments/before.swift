// Comments written between the arguments a link loses when it becomes a button (its
// destination, tag and selection) go on lines of their own above the button, in order; the
// label's own comment stays where it is.
import SwiftUI

struct GadgetMenu: View {
    @State private var route: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Gadget"), // where to go
                               tag: 1, /* which */
                               // selection follows
                               selection: $route,
                               label: {
                                   Text("Gadget") // the label
                               })
                NavigationLink("Other", destination: Text("Other"), /* second */ tag: 2, selection: $route)
            }
        }
        .navigationViewStyle(.stack)
    }
}
