// Comments written among the arguments a link loses when it becomes a button (its destination's
// argument and its flag) go on lines of their own above the button, in order; one inside the
// destination moves with it.
import SwiftUI

struct Settings: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: VStack { Text("About") /* and the version */ }, // the about page
                               isActive: $showsAbout /* also set by the menu */) {
                    Text("About")
                }
                Button("Open") { showsAbout = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
