// A row view whose own flag fires a hidden link, shown as the rows of a List in another file,
// a lazy container where a destination must not go: the flag moves up into the list's view as
// the contact the row shows (`Contact?`), the row sets it to its contact, and the List takes
// the destination, built from the contact the flag holds.
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone: String
}

struct ContactRow: View {
    var contact: Contact
    @Binding var isShowingDetail: Contact?

    var body: some View {
        HStack {
            Text(contact.name)
            Spacer()
            Button("Info") { isShowingDetail = contact }
        }
    }
}
