import SwiftUI

// A row view hands its destination a view that is private to the row's file: it cannot move
// to the `Form` in this file, so the row's link stays, with a finding; the navigation view still
// becomes a stack, where the old link works as it did.
struct SettingsView: View {
    @State private var showingCredits = false

    var body: some View {
        NavigationStack {
            Form {
                CreditsSection(showingCredits: $showingCredits)
            }
        }
    }
}
