import SwiftUI

// A hidden link in the background of a view the code names (a helper property): that view's
// chain carries the destination.
struct Inbox: View {
    @State private var selected: String?
    @State private var opensThread = false

    var body: some View {
        NavigationStack {
            content
                .padding()
                .navigationDestination(isPresented: $opensThread) {
                    Text(selected ?? "")
                }
        }
    }

    private var content: some View {
        List(["a", "b"], id: \.self) { item in
            Button(item) {
                selected = item
                opensThread = true
            }
        }
    }
}
