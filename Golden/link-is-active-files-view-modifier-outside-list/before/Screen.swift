import SwiftUI

struct Screen: View {
    var body: some View {
        NavigationView {
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
