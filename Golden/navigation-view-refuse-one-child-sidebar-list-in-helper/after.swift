// The one child is a helper member of the view, a sidebar list: read as if written in place,
// it was a column beside an empty detail on iPad, so the navigation view is refused.
import SwiftUI

struct LibraryRoot: View {
    var body: some View {
        NavigationView {
            shelves
        }
    }

    private var shelves: some View {
        List {
            NavigationLink("Novels") {
                Text("Novels")
            }
        }
        .listStyle(.sidebar)
    }
}
