import SwiftUI

// A row view hands its destination a view that is private to the row's file: it cannot move
// to the `Form` in this file, so the row's link stays, with a finding, and the navigation view
// stays with it: an old `isActive:` link inside a `NavigationStack` may not reset its flag on Back.
struct SettingsView: View {
    @State private var showingCredits = false

    var body: some View {
        NavigationView {
            Form {
                CreditsSection(showingCredits: $showingCredits)
            }
        }
    }
}
