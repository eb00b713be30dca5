import SwiftUI

struct SettingsSidebar: View {
    @Binding var pane: SettingsPane?

    var body: some View {
        List {
            NavigationLink("Account", tag: SettingsPane.account, selection: $pane) {
                AccountPane()
            }
            NavigationLink("Notifications", tag: SettingsPane.notifications, selection: $pane) {
                Toggle("Badges", isOn: .constant(true))
            }
            NavigationLink("About", tag: SettingsPane.about, selection: $pane) {
                Text("Version 2.1")
            }
        }
        .navigationTitle("Settings")
    }
}
