import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationView {
            List {
                OpenLink("Drafts", to: Text("Drafts"))
            }
        }
        .navigationViewStyle(.stack)
    }
}
