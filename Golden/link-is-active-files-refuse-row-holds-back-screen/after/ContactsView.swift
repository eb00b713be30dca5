// One screen over three files: the navigation view here, a row whose link cannot move out of
// the List it sits in, and a help banner whose link alone would migrate. The row's link stays,
// so the navigation view stays (an old `isActive:` link inside a `NavigationStack` may not
// reset its flag on Back), and the banner's link stays with the navigation view it works in:
// every file is left unchanged, each site with a finding that names the one it waits for.
import SwiftUI

struct ContactsView: View {
    var contacts: [Contact]

    var body: some View {
        NavigationView {
            VStack {
                List(contacts) { contact in
                    ContactRow(contact: contact)
                }
                HelpBanner()
            }
            .navigationTitle("Contacts")
        }
    }
}
