// ArticleView wraps itself in a NavigationView, but it is only ever pushed from a link in
// FeedView's list (another file), so under a NavigationStack it would nest a second stack. Its
// NavigationView goes, the content stands in its place with the modifiers kept, and FeedView's
// becomes a NavigationStack.
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
            ArticleText(article: article)
                .navigationBarTitle(article.title, displayMode: .inline)
        }
        .onAppear { isRead = true }
    }
}

struct ArticleText: View {
    var article: Article

    var body: some View {
        ScrollView {
            Text(article.body)
                .padding()
        }
    }
}
