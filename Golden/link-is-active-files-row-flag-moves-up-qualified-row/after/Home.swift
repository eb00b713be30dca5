import SwiftUI

struct Home: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            List {
                Text("Account")
                // Named with its namespace: still the same view.
                Settings.AboutRow(showsAbout: $showsAbout)
            }
            .navigationDestination(isPresented: $showsAbout) {
                Text("About")
            }
        }
    }
}
