import SwiftUI

// Code that runs only while a row is selected (`if selectedTitle != nil { ... }`, here the old
// reset with a refresh of the list beside it): with plain links nothing is selected, so it never
// runs, and it goes with the selection.
struct BookList: View {
    let titles: [String]
    @State private var returns = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(titles, id: \.self) { title in
                    NavigationLink {
                        Text(title)
                    } label: {
                        Text(title)
                    }
                }
            }
        }
    }
}
