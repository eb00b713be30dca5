import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List(Setting.allCases) { setting in
                NavigationLink {
                    setting.destination
                } label: {
                    Text(setting.rawValue)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
