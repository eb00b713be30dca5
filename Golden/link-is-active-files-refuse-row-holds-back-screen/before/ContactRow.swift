import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone: String
}

struct ContactRow: View {
    var contact: Contact
    @State private var isShowingDetail = false

    var body: some View {
        HStack {
            Text(contact.name)
            Spacer()
            Button("Info") { isShowingDetail = true }
            NavigationLink(isActive: $isShowingDetail) {
                Text(contact.phone)
            } label: {
                EmptyView()
            }
        }
    }
}
