import SwiftUI

// A bar item written on the line after `leading:`, aligned under it as Xcode lays it out, with
// its body at the statement's indentation: the whole button moves into its `ToolbarItem`, its
// lines keeping their places relative to one another.
struct Screen: View {
    @State private var asking = false

    var body: some View {
        NavigationView {
            Text("Body")
                .navigationBarItems(leading:
                                        Button(action: {
                    asking = true
                }) {
                    Text("Back")
                }
                )
        }
    }
}
