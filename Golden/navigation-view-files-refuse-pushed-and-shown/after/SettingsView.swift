import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Calendar") {
                    CalendarView()
                }
                Toggle("Notifications", isOn: .constant(true))
            }
            .navigationTitle("Settings")
        }
    }
}
