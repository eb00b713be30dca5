import SwiftUI

// A poster with its own hidden link, shown for each item of a `ForEach` that an `HStack`
// builds at once, in a row of a `List`: its destination cannot sit in the row, and its flag
// moves up only out of a view that is the row itself, so it stays, and the finding says so.
struct Shelves: View {
    let titles = ["Dune", "Emma", "Ulysses"]

    var body: some View {
        NavigationView {
            List {
                Section("Popular") {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(titles, id: \.self) { title in
                                Poster(title: title)
                            }
                        }
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct Poster: View {
    var title: String
    @State private var showsDetail = false

    var body: some View {
        VStack {
            NavigationLink(destination: Text(title), isActive: $showsDetail) {
                EmptyView()
            }
            Text(title)
                .onTapGesture { showsDetail = true }
        }
    }
}
