import SwiftUI

struct LibraryWindow: View {
    @EnvironmentObject var library: Library
    @State private var section: Section? = .books

    var body: some View {
        NavigationView {
            List(selection: $section) {
                ForEach(Section.allCases) { section in
                    NavigationLink(destination: section.screen(compact: true)) {
                        Text("\(String(describing: section))")
                    }
                }
            }
            .listStyle(SidebarListStyle())

            Text("Pick a section")

            Text("Pick a book")
        }
    }
}
