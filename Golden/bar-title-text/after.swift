import SwiftUI

struct AccountView: View {
    let accountName: String

    var body: some View {
        NavigationStack {
            VStack {
                Text(accountName)
                    .navigationTitle(Text("Account"))
            }
        }
    }
}

struct ArchiveView: View {
    let title: LocalizedStringKey = "Archive"

    var body: some View {
        List {
            Text("Nothing archived")
        }
        .navigationTitle(title)
    }
}
