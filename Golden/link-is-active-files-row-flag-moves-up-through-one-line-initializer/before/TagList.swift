import SwiftUI

struct TagList: View {
    var tags: [Tag]

    var body: some View {
        NavigationView {
            List(tags, id: \.self) { tag in
                TagRow(tag: tag)
            }
        }
        .navigationViewStyle(.stack)
    }
}
