import SwiftUI

// The link shows only where `pickOnly` is false: the finding says it is in the
// `else`, not under the `if`. (The selection is handed in, so other code may set it: the
// links cannot become plain links that keep the `else` where it is.)
struct GenreList: View {
    let genres: [String]
    let pickOnly: Bool
    @Binding var openGenre: String?

    var body: some View {
        NavigationView {
            List(genres, id: \.self) { genre in
                if pickOnly {
                    Button(genre) { print(genre) }
                } else {
                    NavigationLink(tag: genre, selection: $openGenre) {
                        Text("Books in \(genre)")
                    } label: {
                        Text(genre)
                    }
                }
            }
            .navigationTitle("Genres")
        }
    }
}
