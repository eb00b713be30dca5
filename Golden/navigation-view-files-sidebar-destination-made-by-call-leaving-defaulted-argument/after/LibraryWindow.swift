import SwiftUI

struct LibraryWindow: View {
    @EnvironmentObject var library: Library
    @State private var section: Section? = .books

    var body: some View {
        NavigationSplitView {
            List(selection: $section) {
                ForEach(Section.allCases) { section in
                    NavigationLink {
                        section.screen(compact: true)
                    } label: {
                        Text("\(String(describing: section))")
                    }
                }
            }
            .listStyle(SidebarListStyle())
        } content: {
            Text("Pick a section")
        } detail: {
            Text("Pick a book")
        }
    }
}
