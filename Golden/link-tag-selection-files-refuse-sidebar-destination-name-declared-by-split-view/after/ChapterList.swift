import SwiftUI

enum Chapter: Hashable {
    case one
}

struct ChapterList: View {
    @Binding var chapter: Chapter?

    var body: some View {
        List {
            NavigationLink(tag: Chapter.one, selection: $chapter) {
                Page()
            } label: {
                Text("One")
            }
        }
    }
}
