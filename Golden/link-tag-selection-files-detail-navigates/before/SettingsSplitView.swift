// Three files: the split view owns the selection, the sidebar's static links select through a
// binding, and one of their destinations, AccountPane, has links of its own. The destinations
// become the detail column, a switch over the selection, wrapped in a NavigationStack so the
// account pane's links still push.
import SwiftUI

enum SettingsPane: Hashable {
    case account, notifications, about
}

struct SettingsSplitView: View {
    @State private var pane: SettingsPane?

    var body: some View {
        NavigationView {
            SettingsSidebar(pane: $pane)
            Text("Choose a setting")
        }
    }
}
