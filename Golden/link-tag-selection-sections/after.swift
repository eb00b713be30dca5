import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var isFavorite: Bool
}

struct ContactDetail: View {
    var contact: Contact

    var body: some View {
        Form {
            LabeledContent("Name", value: contact.name)
        }
        .navigationTitle(contact.name)
    }
}

struct ContactsView: View {
    var favorites: [Contact]
    var others: [Contact]
    @State private var selection: Contact?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Section("Favorites") {
                    ForEach(favorites) { contact in
                        NavigationLink(contact.name, value: contact)
                    }
                }
                Section("Everyone else") {
                    ForEach(others) { contact in
                        NavigationLink(contact.name, value: contact)
                    }
                }
            }
            .listStyle(.sidebar)
        } detail: {
            if let contact = selection {
                ContactDetail(contact: contact)
            } else {
                Text("No contact selected")
            }
        }
    }
}
