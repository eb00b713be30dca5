import SwiftUI

struct SettingsView: View {
    var body: some View {
        Form {
            Toggle("Notifications", isOn: .constant(true))
        }
        .navigationTitle("Settings")
    }
}
