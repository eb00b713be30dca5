import SwiftUI

struct BookList: View {
    let titles = ["Emma", "Persuasion"]

    var body: some View {
        List(titles, id: \.self) { title in
            Text(title).modifier(OpensBook(title: title))
        }
    }
}
