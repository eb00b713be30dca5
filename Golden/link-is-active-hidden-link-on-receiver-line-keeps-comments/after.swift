// A hidden link in a `.background(...)` written on its receiver's line: the comments among its
// arguments go above the destination it becomes, rather than out with the link.
import SwiftUI

struct Menu: View {
    @State private var opens = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open") { opens = true }
                Text("x")
                    // the detail screen
                    /* set by the button */
                    .navigationDestination(isPresented: $opens) {
                        Text("Detail")
                    }
            }
        }
    }
}
