// A bar item closed at its first line's indentation (`})` under `trailing:`) whose body has a
// line written as far left as that close: the body keeps its lines' places against the first
// line, so the stack's closing brace stays under `HStack`, rather than the whole body moving
// a step further in.
import SwiftUI

struct Gallery: View {
    var body: some View {
        Text("Gallery")
            .navigationBarItems(
                trailing: HStack {
                    Button("Mode") {
                        print("mode")
                    }
                Button("Share") {
                        print("share")
                    }
                })
    }
}
