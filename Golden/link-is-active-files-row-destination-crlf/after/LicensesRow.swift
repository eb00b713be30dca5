import SwiftUI

struct LicensesRow: View {
    @Binding var showingLicenses: Bool

    var body: some View {
        Button { showingLicenses = true } label: {
            Text("Licenses")
        }
    }
}
