import SwiftUI

struct LibraryWindow: View {
    var body: some View {
        NavigationView {
            List(Section.allCases) { section in
                NavigationLink {
                    section.screen { Text("Library") }
                } label: {
                    Text("\(String(describing: section))")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
