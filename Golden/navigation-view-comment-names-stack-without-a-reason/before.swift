// A comment that names NavigationStack but gives no reason against it (a to-do, say) does
// not keep the navigation view: it migrates, and the comment stays as written.
import SwiftUI

struct InboxView: View {
    var body: some View {
        // TODO: NavigationStack once the app needs iOS 16.
        NavigationView {
            List(["Today", "Earlier"], id: \.self) { day in
                NavigationLink(day, destination: Text(day))
            }
            .navigationTitle("Inbox")
        }
        .navigationViewStyle(.stack)
    }
}
