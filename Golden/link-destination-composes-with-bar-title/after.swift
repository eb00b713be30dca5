import SwiftUI

struct MoviesHome: View {
    let title: String

    var body: some View {
        List {
            NavigationLink {
                MoviesList(title: title)
                    .navigationTitle(title)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Sort") { }
                        }
                    }
            } label: {
                Text(title)
            }
            NavigationLink("Genres") { GenresList().navigationTitle("Genres") }
        }
    }
}

struct MoviesList: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct GenresList: View {
    var body: some View {
        Text("Genres")
    }
}
