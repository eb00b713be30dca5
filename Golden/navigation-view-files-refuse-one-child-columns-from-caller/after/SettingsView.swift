import SwiftUI

// The settings sidebar has columns; the account screen it shows presents a sheet whose
// navigation view has one child, and the column style reaches it from here.
struct SettingsView: View {
    var body: some View {
        NavigationSplitView {
            List {
                NavigationLink("Account") { AccountView() }
            }
        } detail: {
            Text("Pick a setting")
        }
        .navigationViewStyle(.columns)
    }
}
