// A link whose aligned label has a blank line in it becomes a button: the label's lines move
// left with the shorter name and the blank line stays blank.
import SwiftUI

struct GadgetMenu: View {
    @State private var route: Int?

    var body: some View {
        NavigationStack {
            VStack {
                Button(action: { route = 1 },
                       label: {
                           Text("Gadget")

                           Text("Tap to open")
                       })
            }
            .navigationDestination(isPresented: Binding(
                get: { route == 1 },
                set: { if !$0, route == 1 { route = nil } }
            )) {
                Text("Gadget")
            }
        }
    }
}
