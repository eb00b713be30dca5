import SwiftUI

struct Home: View {
    var body: some View {
        NavigationView {
            List {
                Text("Account")
                // Named with its namespace: still the same view.
                Settings.AboutRow()
            }
        }
        .navigationViewStyle(.stack)
    }
}
