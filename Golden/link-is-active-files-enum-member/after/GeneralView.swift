import SwiftUI

struct GeneralView: View {
    @State private var showsAdvanced = false

    var body: some View {
        VStack {
            Button { showsAdvanced = true } label: {
                Text("Advanced")
            }
            Button("Reset") {
                showsAdvanced = false
            }
        }
        .navigationTitle("General")
        .navigationDestination(isPresented: $showsAdvanced) {
            AdvancedView()
        }
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
