import SwiftUI

struct AboutView: View {
    var body: some View {
        Text("About")
    }
}

struct SettingsHome: View {
    @State private var isShowingAbout = false

    var body: some View {
        NavigationView {
            List {
                Toggle("Notifications", isOn: .constant(true))
                NavigationLink(destination: AboutView(), isActive: $isShowingAbout) {
                    Label("About", systemImage: "info.circle")
                }
            }
        }
    }
}
