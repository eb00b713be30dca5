import SwiftUI

struct Article: Identifiable {
    let id: Int
    var headline: String
}

struct ArticleView: View {
    var article: Article

    var body: some View {
        Text(article.headline)
            .font(.title)
    }
}

struct ReadingListView: View {
    var articles: [Article]

    var body: some View {
        NavigationStack {
            List(articles) { article in
                NavigationLink(article.headline) {
                    ArticleView(article: article)
                }
            }
            .navigationTitle("Reading List")
        }
    }
}

struct NewsView: View {
    var articles: [Article]

    var body: some View {
        NavigationSplitView {
            List(articles) { article in
                NavigationLink(article.headline) {
                    ArticleView(article: article)
                }
            }
            .navigationTitle("News")
        } detail: {
            Text("Choose an article")
        }
    }
}
