import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationView {
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
