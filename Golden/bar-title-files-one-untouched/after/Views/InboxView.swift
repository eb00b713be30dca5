import SwiftUI

struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Settings") {
                    SettingsView()
                }
            }
            .navigationTitle("Inbox")
        }
    }
}
