import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone: String
}

struct ContactRow: View {
    var contact: Contact
    @State private var isShowingDetail = false

    // What the destination shows is the row's own member: it cannot move up out of the row.
    private var formattedPhone: String { "Phone: " + contact.phone }

    var body: some View {
        HStack {
            Text(contact.name)
            Spacer()
            Button("Info") { isShowingDetail = true }
            NavigationLink(isActive: $isShowingDetail) {
                Text(formattedPhone)
            } label: {
                EmptyView()
            }
        }
    }
}
