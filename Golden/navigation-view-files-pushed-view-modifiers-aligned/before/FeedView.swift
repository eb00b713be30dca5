import SwiftUI

struct FeedView: View {
    var articles: [Article]

    var body: some View {
        NavigationView {
            List(articles) { article in
                NavigationLink(article.title, destination: ArticleView(article: article))
            }
            .navigationBarTitle("Feed")
        }
    }
}
