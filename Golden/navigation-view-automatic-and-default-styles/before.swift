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
        NavigationView {
            List(articles) { article in
                NavigationLink(article.headline) {
                    ArticleView(article: article)
                }
            }
            .navigationTitle("Reading List")
        }
        .navigationViewStyle(.automatic)
    }
}

struct NewsView: View {
    var articles: [Article]

    var body: some View {
        NavigationView {
            List(articles) { article in
                NavigationLink(article.headline) {
                    ArticleView(article: article)
                }
            }
            .navigationTitle("News")
            Text("Choose an article")
        }
        .navigationViewStyle(DefaultNavigationViewStyle())
    }
}
