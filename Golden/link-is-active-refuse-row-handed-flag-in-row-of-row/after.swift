import SwiftUI

// The view that hands a row its link's flag is itself a row of a `List`: a destination on its
// `Form` would still sit inside the `List`'s rows, so the row's link stays, and the finding
// names that `List`.
struct DashboardView: View {
    var body: some View {
        NavigationView {
            List {
                PreferencesCard()
            }
        }
    }
}

struct PreferencesCard: View {
    @State private var showingHelp = false

    var body: some View {
        Form {
            HelpRow(showingHelp: $showingHelp)
        }
    }
}

struct HelpRow: View {
    @Binding var showingHelp: Bool

    var body: some View {
        NavigationLink("Help", isActive: $showingHelp) {
            Text("How it works")
        }
    }
}
