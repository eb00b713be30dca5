// The row's file imports a module the list's file does not (TrailKit, a package of the app's):
// the flag's type and the link's destination, which would move up into the list's view, may
// name what that module declares, so the link stays, with a finding at the row here that says
// which import is missing. (Modules SwiftUI brings in, Foundation or Combine, need no import.)
import SwiftUI

struct Post: Identifiable {
    let id: Int
    var title: String
}

struct Feed: View {
    var posts: [Post]

    var body: some View {
        NavigationView {
            List(posts) { post in
                PostRow(post: post)
            }
        }
        .navigationViewStyle(.stack)
    }
}
