import SwiftUI

// The link shows only where `pickOnly` is false: the finding says it is in the
// `else`, not under the `if`.
struct GenreList: View {
    let genres: [String]
    let pickOnly: Bool
    @State private var openGenre: String?

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
