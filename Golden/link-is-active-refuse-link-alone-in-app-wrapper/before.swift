import SwiftUI

struct Shell<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationStack { content() }
    }
}

// A hidden link that is all the app's wrapper is handed: nothing inside that content can
// carry its destination, and one on the `Shell { }` call would sit outside the wrapper's stack,
// so the link stays, with a finding that says to give it a view beside it.
struct AlertsView: View {
    @State private var showsAlerts = false

    var body: some View {
        Shell {
            NavigationLink(destination: Text("Alerts"), isActive: $showsAlerts) { EmptyView() }
        }
        .onAppear { showsAlerts = true }
    }
}
