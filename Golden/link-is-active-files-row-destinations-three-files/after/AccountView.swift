import SwiftUI

struct AccountView: View {
    @State private var showingPolicy = false

    var body: some View {
        NavigationStack {
            List {
                Text("Signed in")
                PrivacyRow(showingPolicy: $showingPolicy)
            }
            .navigationDestination(isPresented: $showingPolicy) {
                PolicyView()
            }
        }
    }
}
