import SwiftUI

struct ContactsView: View {
    var contacts: [Contact]
    @State private var isShowingDetail: Contact?

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                ContactRow(contact: contact, isShowingDetail: $isShowingDetail)
            }
            .navigationTitle("Contacts")
            .navigationDestination(isPresented: Binding(
                get: { isShowingDetail != nil },
                set: { if !$0 { isShowingDetail = nil } }
            )) {
                if let contact = isShowingDetail {
                    Text(contact.phone)
                }
            }
        }
    }
}
