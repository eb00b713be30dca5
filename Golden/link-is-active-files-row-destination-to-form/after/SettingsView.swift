import SwiftUI

// The view that holds the `Form` owns the flag and hands it to a row view in another file:
// the row's destination comes here, onto the `Form`, in the same change as the row's link.
struct SettingsView: View {
    @State private var showingLicenses = false

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Sounds", isOn: .constant(true))
                }
                LicensesSection(showingLicenses: $showingLicenses)
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showingLicenses) {
                LicensesView(names: ["SwiftUI", "Foundation"])
                    .navigationTitle("Licenses")
            }
        }
    }
}
