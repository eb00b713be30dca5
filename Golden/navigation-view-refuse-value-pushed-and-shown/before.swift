import SwiftUI

// A page the route enum makes is pushed by value onto the settings stack, and also shown in
// a sheet, where it needs its own navigation view: the navigation view must go in one place
// and stay in the other, so it is left as it is, with a finding that names both places.
enum SettingsPage: Hashable {
    case devices

    @ViewBuilder func screen() -> some View {
        switch self {
        case .devices: DevicesPage()
        }
    }
}

struct SettingsRoot: View {
    @State private var showsDevices = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Devices", value: SettingsPage.devices)
                Button("Devices in a sheet") { showsDevices = true }
            }
            .navigationDestination(for: SettingsPage.self) { page in
                page.screen()
            }
            .sheet(isPresented: $showsDevices) {
                DevicesPage()
            }
        }
    }
}

struct DevicesPage: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Pump")
            }
            .navigationTitle("Devices")
        }
    }
}
