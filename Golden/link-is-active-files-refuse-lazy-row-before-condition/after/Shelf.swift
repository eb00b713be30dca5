import SwiftUI

struct Shelf: View {
    let titles: [String]

    var body: some View {
        NavigationView {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(titles, id: \.self) { title in
                        Cover(title: title)
                    }
                }
            }
        }
    }
}
