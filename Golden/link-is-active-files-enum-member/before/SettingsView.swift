import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationView {
            List(Setting.allCases) { setting in
                NavigationLink(destination: setting.destination) {
                    Text(setting.rawValue)
                }
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}
