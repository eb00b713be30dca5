import SwiftUI

struct LibrarySidebar: View {
    var body: some View {
        List {
            NavigationLink("Recently added") {
                Text("Recent")
            }
        }
        #if os(macOS)
        .listStyle(.sidebar)
        #endif
    }
}
