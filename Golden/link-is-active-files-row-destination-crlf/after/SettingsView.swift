import SwiftUI

// This file ends its lines with CRLF, the row's file with LF: the destination that comes
// here from the row takes this file's line endings.
struct SettingsView: View {
    @State private var showingLicenses = false

    var body: some View {
        NavigationStack {
            Form {
                LicensesRow(showingLicenses: $showingLicenses)
            }
            .navigationDestination(isPresented: $showingLicenses) {
                List {
                    Text("SwiftUI")
                    Text("Foundation")
                }
                .navigationTitle("Licenses")
            }
        }
    }
}
