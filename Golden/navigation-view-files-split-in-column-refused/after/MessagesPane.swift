import SwiftUI

struct MessagesPane: View {
    var subjects = ["Lunch?", "Invoice", "Trip photos"]

    var body: some View {
        NavigationView {
            List(subjects, id: \.self) { subject in
                NavigationLink(subject) {
                    Text(subject)
                }
            }
            Text("Pick a message")
        }
    }
}
