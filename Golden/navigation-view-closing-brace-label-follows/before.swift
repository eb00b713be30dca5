// A comment that labels the closing brace as the navigation view's follows the new name.
import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationView {
            List {
                Text("Mail")
            }
            .navigationTitle("Inbox")
        } // NavigationView
        .navigationViewStyle(.stack)
    }
}

struct Folders: View {
    var body: some View {
        NavigationView {
            List {
                Text("Folders")
            }
            Text("Pick a folder")
        } // end NavigationView
    }
}
