import AppKit
import SwiftUI

struct LibraryMenu: View {
    var body: some View {
        List {
            NavigationLink("Recently added") {
                Text("Recent")
            }
        }
        .listStyle(.sidebar)
    }
}
