import SwiftUI

struct SettingsSidebar: View {
    @Binding var pane: SettingsPane?

    var body: some View {
        List(selection: $pane) {
            NavigationLink("Account", value: SettingsPane.account)
            NavigationLink("Notifications", value: SettingsPane.notifications)
            NavigationLink("About", value: SettingsPane.about)
        }
        .navigationTitle("Settings")
    }
}
