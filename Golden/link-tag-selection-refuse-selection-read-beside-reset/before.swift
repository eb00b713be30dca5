import SwiftUI

// The selection is reset to `nil`, but the `if` around the reset also does something else when
// a row was selected: the selection is read for more than its links, so the links stay (before
// iOS 17, one column cannot show a selection), with their navigation view.
struct BookList: View {
    let titles: [String]
    @State private var selectedTitle: String?
    @State private var returns = 0

    var body: some View {
        NavigationView {
            List {
                ForEach(titles, id: \.self) { title in
                    NavigationLink(destination: Text(title), tag: title, selection: $selectedTitle) {
                        Text(title)
                    }
                }
            }
            .onAppear {
                if selectedTitle != nil {
                    selectedTitle = nil
                    returns += 1
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
