import SwiftUI

struct MailboxView: View {
    @State private var showsHelp = false

    var body: some View {
        Button("Help") { showsHelp = true }
            .sheet(isPresented: $showsHelp) {
                NavigationStack {
                    Text("How mailboxes work")
                }
            }
    }
}
