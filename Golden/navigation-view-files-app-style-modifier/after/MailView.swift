import SwiftUI

// Two children and a stack style from `phoneStack()`: refused, as for `.navigationViewStyle(.stack)`.
struct MailView: View {
    var body: some View {
        NavigationView {
            List { Text("Inbox") }
            Text("No message selected")
        }
        .phoneStack()
    }
}
