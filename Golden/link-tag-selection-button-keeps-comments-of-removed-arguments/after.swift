// Comments written between the arguments a link loses when it becomes a button (its
// destination, tag and selection) go on lines of their own above the button, in order; the
// label's own comment stays where it is.
import SwiftUI

struct GadgetMenu: View {
    @State private var route: Int?

    var body: some View {
        NavigationStack {
            VStack {
                // where to go
                /* which */
                // selection follows
                Button(action: { route = 1 },
                       label: {
                           Text("Gadget") // the label
                       })
                /* second */
                Button("Other") { route = 2 }
            }
            .navigationDestination(isPresented: Binding(
                get: { route == 1 },
                set: { if !$0, route == 1 { route = nil } }
            )) {
                Text("Gadget")
            }
            .navigationDestination(isPresented: Binding(
                get: { route == 2 },
                set: { if !$0, route == 2 { route = nil } }
            )) {
                Text("Other")
            }
        }
    }
}
