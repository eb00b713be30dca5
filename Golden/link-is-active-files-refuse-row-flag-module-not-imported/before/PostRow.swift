import TrailKit
import SwiftUI

struct PostRow: View {
    let post: Post
    @State private var opensComments = false

    var body: some View {
        HStack {
            Text(post.title)
            Button("Comments") { opensComments = true }
            NavigationLink(destination: Text("Comments on \(post.title)"), isActive: $opensComments) {
                EmptyView()
            }
        }
    }
}
