import SwiftUI

struct Library: View {
    var body: some View {
        NavigationStack {
            List {
                BookCell("Dune", opening: BookDetail())
                AuthorCell("Herbert") {
                    AuthorDetail()
                }
                SeriesCell("Dune Chronicles") {
                    SeriesDetail()
                }
            }
        }
    }
}
