import SwiftUI

struct Screen: View {
    var body: some View {
        NavigationView {
            List {
                statusRow
            }
        }
    }

    private var statusRow: some View {
        Text("Status")
            .openSettingsOnLongPress()
    }
}
