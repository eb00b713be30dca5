import SwiftUI

struct MoviesList: View {
    let movies: [Int]
    @State private var selectedMovie: Int?

    var body: some View {
        List {
            rows
        }
    }

    private var rows: some View {
        ForEach(movies, id: \.self) { movie in
            NavigationLink(destination: Text("Movie \(movie)"), tag: movie, selection: $selectedMovie) {
                Text("\(movie)")
            }
        }
    }
}
