import SwiftUI

// Compiled for iOS only, where `Look.navigation` is the stack style: a stack, and the style
// goes.
#if os(iOS)
struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open") {
                    Text("Message")
                }
            }
            .navigationTitle("Inbox")
        }
    }
}
#endif
