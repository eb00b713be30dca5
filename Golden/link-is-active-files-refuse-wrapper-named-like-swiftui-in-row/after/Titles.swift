import SwiftUI

struct Titles: View {
    let titles: [String]

    var body: some View {
        NavigationView {
            List(titles, id: \.self) { title in
                Label(title: title, opensAtOnce: title == titles.first)
            }
        }
    }
}
