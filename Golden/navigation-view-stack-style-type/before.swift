import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
    var phone: String
}

struct ContactCard: View {
    var contact: Contact

    var body: some View {
        VStack(alignment: .leading) {
            Text(contact.name)
                .font(.headline)
            Text(contact.phone)
        }
    }
}

struct ContactsView: View {
    var contacts: [Contact]

    var body: some View {
        NavigationView {
            List(contacts) { contact in
                NavigationLink(contact.name) {
                    ContactCard(contact: contact)
                }
            }
            .navigationTitle("Contacts")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
