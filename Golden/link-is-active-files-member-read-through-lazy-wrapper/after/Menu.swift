import SwiftUI

enum MenuDestination {
    case settings

    @ViewBuilder
    var view: some View {
        switch self {
        case .settings:
            SettingsView()
        }
    }
}

struct MenuEntry: Identifiable {
    let id = UUID()
    let title: String
    let destination: MenuDestination
}
