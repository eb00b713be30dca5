// Comments written among the arguments a link loses when it becomes a button (its destination's
// argument and its flag) go on lines of their own above the button, in order; one inside the
// destination moves with it.
import SwiftUI

struct Settings: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            VStack {
                // the about page
                /* also set by the menu */
                Button { showsAbout = true } label: {
                    Text("About")
                }
                Button("Open") { showsAbout = true }
            }
            .navigationDestination(isPresented: $showsAbout) {
                VStack { Text("About") /* and the version */ }
            }
        }
    }
}
