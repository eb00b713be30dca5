import SwiftUI

struct Library: View {
    var body: some View {
        NavigationView {
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
        .navigationViewStyle(.stack)
    }
}
