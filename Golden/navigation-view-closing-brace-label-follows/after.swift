// A comment that labels the closing brace as the navigation view's follows the new name.
import SwiftUI

struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Mail")
            }
            .navigationTitle("Inbox")
        } // NavigationStack
    }
}

struct Folders: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Folders")
            }
        } detail: {
            Text("Pick a folder")
        } // end NavigationSplitView
    }
}
