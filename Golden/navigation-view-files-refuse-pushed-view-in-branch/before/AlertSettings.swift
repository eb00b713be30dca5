import SwiftUI

struct AlertSettings: View {
    var body: some View {
        NavigationView {
            List {
                // Pushed in the flow mode, which shows no navigation view of its own.
                NavigationLink("Permissions") {
                    PermissionsView(mode: .flow)
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
