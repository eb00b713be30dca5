import SwiftUI

// Flags that only drove their links go, declared one after another: no blank line is left at
// the top of the type.
struct SettingsList: View {
    var body: some View {
        List {
            NavigationLink("Account") { Text("Account") }
            NavigationLink("Privacy") { Text("Privacy") }
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            SettingsList()
        }
    }
}
