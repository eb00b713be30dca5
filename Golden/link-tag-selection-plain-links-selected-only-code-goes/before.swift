import SwiftUI

// Code that runs only while a row is selected (`if selectedTitle != nil { ... }`, here the old
// reset with a refresh of the list beside it): with plain links nothing is selected, so it never
// runs, and it goes with the selection.
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
