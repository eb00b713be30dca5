import SwiftUI

struct CreditsSection: View {
    @Binding var showingCredits: Bool

    var body: some View {
        Section {
            NavigationLink("Credits", isActive: $showingCredits) {
                CreditsView()
            }
        }
    }
}

private struct CreditsView: View {
    var body: some View {
        Text("Made with care")
    }
}
