import SwiftUI

struct SettingsView: View {
    @State private var notificationsOn = true
    @State private var syncOverCellular = false

    var body: some View {
        NavigationView {
            Form {
                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notificationsOn)
                }
                Section("Sync") {
                    Toggle("Use cellular data", isOn: $syncOverCellular)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
