import SwiftUI

struct SettingsView: View {
    var body: some View {
        Form {
            Text("Notifications")
        }
        .navigationTitle("Settings")
        .toolbar(.visible, for: .navigationBar)
    }
}
