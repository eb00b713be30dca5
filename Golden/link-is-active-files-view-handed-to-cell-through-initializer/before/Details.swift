import SwiftUI

struct BookDetail: View {
    @State private var showsReviews = false

    var body: some View {
        VStack {
            Button("Reviews") { showsReviews = true }
            NavigationLink(destination: Text("Reviews"), isActive: $showsReviews) { EmptyView() }
        }
    }
}

struct AuthorDetail: View {
    @State private var showsBooks = false

    var body: some View {
        VStack {
            Button("Books") { showsBooks = true }
            NavigationLink(destination: Text("Books"), isActive: $showsBooks) { EmptyView() }
        }
    }
}

struct SeriesDetail: View {
    @State private var showsOrder = false

    var body: some View {
        VStack {
            Button("Order") { showsOrder = true }
            NavigationLink(destination: Text("Order"), isActive: $showsOrder) { EmptyView() }
        }
    }
}
