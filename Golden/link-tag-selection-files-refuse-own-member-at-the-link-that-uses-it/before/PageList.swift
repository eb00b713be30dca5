import SwiftUI

struct PageList: View {
    @Binding var page: Int?
    let titles = ["Intro", "Setup"]

    var body: some View {
        List {
            NavigationLink("Home", tag: 0, selection: $page) { Text("Home page") }
            ForEach(titles.indices, id: \.self) { index in
                NavigationLink(titles[index], tag: index + 1, selection: $page) {
                    Text("Page \(titles[index])")
                }
            }
        }
    }
}
