import SwiftUI

// A settings stack pushes its pages by value: the route enum makes each page, and the stack's
// `navigationDestination(for:)` asks the pushed route for it. A page with its own navigation
// view is pushed onto that stack, so its navigation view goes rather than nest a second stack.
enum SettingsPage: Hashable {
    case devices
    case about

    @ViewBuilder func screen() -> some View {
        switch self {
        case .devices: DevicesPage()
        case .about: Text("About")
        }
    }
}

struct SettingsRoot: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Devices", value: SettingsPage.devices)
                NavigationLink("About", value: SettingsPage.about)
            }
            .navigationDestination(for: SettingsPage.self) { page in
                page.screen()
            }
        }
    }
}

struct DevicesPage: View {
    var body: some View {
        Form {
            Text("Pump")
        }
        .navigationTitle("Devices")
    }
}
