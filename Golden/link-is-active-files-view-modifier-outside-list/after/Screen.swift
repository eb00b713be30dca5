import SwiftUI

struct Screen: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Status")
                    .openSettingsOnLongPress()
                List {
                    Text("Row")
                }
            }
        }
    }
}
