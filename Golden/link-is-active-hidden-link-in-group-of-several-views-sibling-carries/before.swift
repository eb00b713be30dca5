import SwiftUI

// A `Group` of two views and a hidden link: a modifier on the `Group` goes to each view it
// shows, so the destination goes on the view beside the link instead, once.
struct Header: View {
    @Binding var opensProfile: Bool

    var body: some View {
        Group {
            NavigationLink(destination: Text("Profile"), isActive: $opensProfile) {
                EmptyView()
            }
            Text("Title")
            Text("Subtitle")
        }
    }
}

struct Home: View {
    @State private var opensProfile = false

    var body: some View {
        NavigationView {
            VStack {
                Button("Profile") { opensProfile = true }
                Header(opensProfile: $opensProfile)
            }
        }
        .navigationViewStyle(.stack)
    }
}
