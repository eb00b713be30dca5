import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationView {
            List(Setting.allCases) { setting in
                NavigationLink {
                    setting.destination
                } label: {
                    Text(setting.rawValue)
                }
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}
