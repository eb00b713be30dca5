import SwiftUI

// The detail column shows a view through a value's member, which navmigrate cannot look
// into: it may push further, as the old detail column's stack let it, so the new detail
// column keeps a `NavigationStack`.
struct LocationPage: View {
    var body: some View {
        NavigationLink("Zones") { Text("Zones") }
    }
}

enum SettingsItem: Hashable {
    case location

    @ViewBuilder var page: some View {
        switch self {
        case .location: LocationPage()
        }
    }
}

struct SettingsRoot: View {
    @State private var selection: SettingsItem?

    var body: some View {
        NavigationView {
            List(selection: $selection) {
                Text("Location").tag(SettingsItem.location)
            }
            if let selection {
                selection.page
            } else {
                Text("Pick a setting")
            }
        }
        .navigationViewStyle(.columns)
    }
}
