import SwiftUI

struct ServersView<S: NavigationViewStyle>: View {
    var style: S
    var names = ["alpha", "beta"]

    var body: some View {
        NavigationView {
            List(names, id: \.self) { name in
                NavigationLink(name) { ServerView(name: name) }
            }
        }
        .navigationViewStyle(style)
    }
}
