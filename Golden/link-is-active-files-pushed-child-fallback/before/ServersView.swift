// ServerView, in another file, is pushed from this list, and its hidden link is driven by a
// view model's flag: the link becomes navigationDestination(isPresented:) on ServerView, which
// works because this NavigationView becomes the NavigationStack it is pushed onto.
import SwiftUI

struct ServersView: View {
    var names = ["alpha", "beta"]

    var body: some View {
        NavigationView {
            List(names, id: \.self) { name in
                NavigationLink(name) { ServerView(name: name) }
            }
            .navigationTitle("Servers")
        }
    }
}
