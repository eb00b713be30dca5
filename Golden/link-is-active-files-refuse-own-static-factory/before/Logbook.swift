import SwiftUI

struct Logbook: View {
    @State private var showsEntry = false

    var body: some View {
        List {
            Button("New entry") { showsEntry = true }
        }
        .background(
            NavigationLink.hidden(active: $showsEntry) {
                Text("Entry")
            }
        )
    }
}

struct Logbook_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            Logbook()
        }
    }
}
