import SwiftUI

struct SettingsView: View {
    var body: some View {
        Form {
            Text("Notifications")
        }
        .navigationTitle("Settings")
        .navigationBarHidden(false)
    }
}
