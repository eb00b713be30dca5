import SwiftUI

struct LicensesSection: View {
    @Binding var showingLicenses: Bool

    var body: some View {
        Section {
            Button { showingLicenses = true } label: {
                Label("Licenses", systemImage: "doc.text")
            }
        }
    }
}

struct LicensesView: View {
    var names: [String]

    var body: some View {
        List(names, id: \.self) { Text($0) }
    }
}
