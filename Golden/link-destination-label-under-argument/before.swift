import SwiftUI

// A label closure laid out under the `destination:` argument comes back under the link,
// with the `label:` that opens it now.
struct Row: View {
    var body: some View {
        VStack {
            NavigationLink(destination:
                            Text("Details")
                                .bold()) {
                                Text("Open")
                                    .font(.headline)
                            }
            NavigationLink(destination: Text("Plain")) {
                Text("Kept where it is")
            }
        }
    }
}
