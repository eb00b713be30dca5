import SwiftUI

struct AboutView: View {
    var body: some View {
        Text("About")
    }
}

struct SettingsHome: View {
    var body: some View {
        NavigationStack {
            List {
                Toggle("Notifications", isOn: .constant(true))
                NavigationLink { AboutView() } label: {
                    Label("About", systemImage: "info.circle")
                }
            }
        }
    }
}
