import SwiftUI

struct FeedView: View {
    var articles: [Article]

    var body: some View {
        NavigationStack {
            List(articles) { article in
                NavigationLink(article.title) { ArticleView(article: article) }
            }
            .navigationTitle("Feed")
        }
    }
}
