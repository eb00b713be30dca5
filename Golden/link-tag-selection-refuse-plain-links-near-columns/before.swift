import SwiftUI

// `TopicList` is shown, through `TopicPane`, in the first of two columns: there its selection
// may pick what the next column shows, so its links are not made plain links; they stay, with a
// finding, and so does the navigation view they go with.
struct TopicList: View {
    @State private var openTopic: Int?

    var body: some View {
        List {
            NavigationLink(destination: Text("Swift"), tag: 1, selection: $openTopic) {
                Text("Swift")
            }
            NavigationLink(destination: Text("SwiftUI"), tag: 2, selection: $openTopic) {
                Text("SwiftUI")
            }
        }
    }
}

struct TopicPane: View {
    var body: some View {
        VStack {
            Text("Topics")
            TopicList()
        }
    }
}

struct ForumRoot: View {
    var body: some View {
        NavigationView {
            TopicPane()
            Text("Pick a topic")
        }
    }
}
