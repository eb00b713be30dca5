import SwiftUI

struct ContactsView: View {
    var contacts: [Contact]

    var body: some View {
        NavigationView {
            List(contacts) { contact in
                ContactRow(contact: contact)
            }
            .navigationTitle("Contacts")
        }
    }
}
