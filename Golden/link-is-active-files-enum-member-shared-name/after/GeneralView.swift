import SwiftUI

struct GeneralView: View {
    @State private var showsAdvanced = false

    var body: some View {
        VStack {
            NavigationLink(destination: AdvancedView(), isActive: $showsAdvanced) {
                Text("Advanced")
            }
            Button("Reset") {
                showsAdvanced = false
            }
        }
        .navigationTitle("General")
    }
}

struct AdvancedView: View {
    var body: some View {
        Text("Advanced")
    }
}

struct PrivacyView: View {
    var body: some View {
        Text("Privacy")
    }
}
