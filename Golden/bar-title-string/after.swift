import SwiftUI

struct InboxView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("No new mail")
            }
            .navigationTitle("Inbox")
        }
    }
}
