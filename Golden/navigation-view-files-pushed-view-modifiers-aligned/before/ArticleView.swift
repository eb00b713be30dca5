// ArticleView is only ever pushed, from FeedView in another file, so its own NavigationView
// goes. Its content is a ScrollView whose closing brace ends a line: the modifier written after
// the NavigationView's brace lines up with the content's own modifiers, not one step further in.
import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

struct ArticleView: View {
    var article: Article
    @State private var isRead = false

    var body: some View {
        NavigationView {
            ScrollView {
                Text(article.body)
                    .padding()
            }
            .navigationBarTitle(article.title, displayMode: .inline)
        }
        .onAppear { isRead = true }
    }
}
