// A row view whose isActive link would become navigationDestination(isPresented:) on the row;
// but the row is shown inside a List in another file, a lazy container where a destination
// must not go, so the link is left as it is, with a finding naming the List; the navigation view
// around the List stays with it, with a finding naming the link.
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
