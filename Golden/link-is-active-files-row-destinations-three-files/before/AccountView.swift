import SwiftUI

struct AccountView: View {
    @State private var showingPolicy = false

    var body: some View {
        NavigationView {
            List {
                Text("Signed in")
                PrivacyRow(showingPolicy: $showingPolicy)
            }
        }
        .navigationViewStyle(.stack)
    }
}
