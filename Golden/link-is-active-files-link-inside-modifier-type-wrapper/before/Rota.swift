// The link sits in the view that `.modifier(Chrome())` (the app's modifier, in another file)
// puts in a navigation view: the two migrate together, the destination inside the stack.
import SwiftUI

struct Rota: View {
    @State private var swaps = false

    var body: some View {
        VStack {
            Button("Swap a shift") { swaps = true }
            NavigationLink(destination: Text("Swap"), isActive: $swaps) { EmptyView() }
        }
        .modifier(Chrome())
    }
}
