import SwiftUI

struct MoviesHome: View {
    let title: String

    var body: some View {
        List {
            NavigationLink(destination: MoviesList(title: title)
                            .navigationBarTitle(title, displayMode: .inline)
                            .navigationBarItems(trailing: Button("Sort") { })) {
                Text(title)
            }
            NavigationLink("Genres", destination: GenresList().navigationBarTitle("Genres"))
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
