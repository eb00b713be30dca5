import SwiftUI

struct Placeholder: View {
    var body: some View {
        Text("Pick a page")
    }
}

struct ProfileWindow: View {
    @State private var page: Int?

    var body: some View {
        NavigationView {
            List(selection: $page) {
                Text("Overview").tag(1)
                Text("Posts").tag(2)
            }
            NavigationView {
                if page == 1 {
                    Text("Overview")
                } else {
                    Text("Posts")
                }
                Placeholder()
            }
        }
    }
}
