import SwiftUI

struct FolderColumns: View {
    var body: some View {
        List {
            NavigationLink("Inbox") { Text("Inbox") }
            NavigationLink("Sent") { Text("Sent") }
        }
        Text("Pick a folder")
    }
}

struct Draft: View {
    var body: some View {
        Text("To:")
        Text("Subject:")
    }
}
