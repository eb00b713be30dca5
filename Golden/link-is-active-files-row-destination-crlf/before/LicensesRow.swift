import SwiftUI

struct LicensesRow: View {
    @Binding var showingLicenses: Bool

    var body: some View {
        NavigationLink(isActive: $showingLicenses) {
            List {
                Text("SwiftUI")
                Text("Foundation")
            }
            .navigationTitle("Licenses")
        } label: {
            Text("Licenses")
        }
    }
}
