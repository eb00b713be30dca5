import SwiftUI

struct Screen: View {
    var body: some View {
        NavigationStack {
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
