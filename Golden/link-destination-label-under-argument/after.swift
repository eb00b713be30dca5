import SwiftUI

// A label closure laid out under the `destination:` argument comes back under the link,
// with the `label:` that opens it now.
struct Row: View {
    var body: some View {
        VStack {
            NavigationLink {
                Text("Details")
                    .bold()
            } label: {
                Text("Open")
                    .font(.headline)
            }
            NavigationLink {
                Text("Plain")
            } label: {
                Text("Kept where it is")
            }
        }
    }
}
