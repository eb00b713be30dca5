import SwiftUI

// A `Group` of two views and a hidden link: a modifier on the `Group` goes to each view it
// shows, so the destination goes on the view beside the link instead, once.
struct Header: View {
    @Binding var opensProfile: Bool

    var body: some View {
        Group {
            Text("Title")
                .navigationDestination(isPresented: $opensProfile) {
                    Text("Profile")
                }
            Text("Subtitle")
        }
    }
}

struct Home: View {
    @State private var opensProfile = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Profile") { opensProfile = true }
                Header(opensProfile: $opensProfile)
            }
        }
    }
}
