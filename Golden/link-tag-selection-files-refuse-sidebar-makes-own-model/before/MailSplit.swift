import SwiftUI

struct MailSplit: View {
    @ObservedObject var router = Router.shared

    var body: some View {
        NavigationView {
            Sidebar()
            Text("Pick a mailbox")
        }
    }
}
