import SwiftUI

// Flags that only drove their links go, declared one after another: no blank line is left at
// the top of the type.
struct SettingsList: View {
    @State private var showsAccount = false
    @State private var showsPrivacy = false

    var body: some View {
        List {
            NavigationLink("Account", destination: Text("Account"), isActive: $showsAccount)
            NavigationLink("Privacy", destination: Text("Privacy"), isActive: $showsPrivacy)
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        NavigationView {
            SettingsList()
        }
        .navigationViewStyle(.stack)
    }
}
