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
        NavigationView {
            List {
                Section("Favorites") {
                    ForEach(favorites) { contact in
                        NavigationLink(contact.name, tag: contact, selection: $selection) {
                            ContactDetail(contact: contact)
                        }
                    }
                }
                Section("Everyone else") {
                    ForEach(others) { contact in
                        NavigationLink(contact.name, tag: contact, selection: $selection) {
                            ContactDetail(contact: contact)
                        }
                    }
                }
            }
            .listStyle(.sidebar)

            Text("No contact selected")
        }
    }
}
