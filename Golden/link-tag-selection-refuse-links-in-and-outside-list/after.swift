import SwiftUI

// One selection drives a row of a list and a link beside the list: the row would become a
// plain link and the other a button, which the two rewrites do separately, so both stay, with
// a finding, and the navigation view with them.
struct FolderView: View {
    @State private var open: Int?

    var body: some View {
        NavigationView {
            VStack {
                List {
                    NavigationLink("Inbox", tag: 1, selection: $open) { Text("Inbox") }
                }
                NavigationLink("Archive", tag: 2, selection: $open) { Text("Archive") }
                Button("Open inbox") { open = 1 }
            }
        }
        .navigationViewStyle(.stack)
    }
}
