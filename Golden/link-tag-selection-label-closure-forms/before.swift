import SwiftUI

enum Pane: Hashable {
    case profile
    case billing
    case devices
    case about
}

struct ProfilePane: View {
    var body: some View {
        Text("Profile")
    }
}

struct BillingPane: View {
    var body: some View {
        Text("Billing")
    }
}

struct DevicesPane: View {
    var body: some View {
        Text("Devices")
    }
}

struct AboutPane: View {
    var version: String

    var body: some View {
        Text("Version \(version)")
    }
}

struct AccountSettings: View {
    var version: String
    @State private var pane: Pane?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: ProfilePane(), tag: Pane.profile, selection: $pane) {
                    Label("Profile", systemImage: "person.crop.circle")
                }
                NavigationLink(tag: Pane.billing, selection: $pane) {
                    BillingPane()
                } label: {
                    Label("Billing", systemImage: "creditcard")
                }
                NavigationLink("Devices", destination: DevicesPane(), tag: Pane.devices, selection: $pane)
                NavigationLink("About", tag: Pane.about, selection: $pane) {
                    AboutPane(version: version)
                        .padding()
                }
            }
            .navigationTitle("Account")
            Text("Choose a setting")
        }
    }
}
