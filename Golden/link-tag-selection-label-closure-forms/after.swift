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
        NavigationSplitView {
            List(selection: $pane) {
                NavigationLink(value: Pane.profile) {
                    Label("Profile", systemImage: "person.crop.circle")
                }
                NavigationLink(value: Pane.billing) {
                    Label("Billing", systemImage: "creditcard")
                }
                NavigationLink("Devices", value: Pane.devices)
                NavigationLink("About", value: Pane.about)
            }
            .navigationTitle("Account")
        } detail: {
            switch pane {
            case Pane.profile?:
                ProfilePane()
            case Pane.billing?:
                BillingPane()
            case Pane.devices?:
                DevicesPane()
            case Pane.about?:
                AboutPane(version: version)
                    .padding()
            default:
                Text("Choose a setting")
            }
        }
    }
}
