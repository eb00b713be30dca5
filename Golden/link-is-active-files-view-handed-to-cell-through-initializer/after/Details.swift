import SwiftUI

struct BookDetail: View {
    @State private var showsReviews = false

    var body: some View {
        VStack {
            Button("Reviews") { showsReviews = true }
        }
        .navigationDestination(isPresented: $showsReviews) {
            Text("Reviews")
        }
    }
}

struct AuthorDetail: View {
    @State private var showsBooks = false

    var body: some View {
        VStack {
            Button("Books") { showsBooks = true }
        }
        .navigationDestination(isPresented: $showsBooks) {
            Text("Books")
        }
    }
}

struct SeriesDetail: View {
    @State private var showsOrder = false

    var body: some View {
        VStack {
            Button("Order") { showsOrder = true }
        }
        .navigationDestination(isPresented: $showsOrder) {
            Text("Order")
        }
    }
}
