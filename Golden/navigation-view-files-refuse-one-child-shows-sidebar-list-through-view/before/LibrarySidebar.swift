import SwiftUI

struct LibrarySidebar: View {
    var body: some View {
        List {
            NavigationLink("Recently added") {
                Text("Recent")
            }
            NavigationLink("Favourites") {
                Text("Favourites")
            }
        }
        .listStyle(.sidebar)
    }
}
