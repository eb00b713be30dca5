import SwiftUI

// A sidebar whose list holds tagged links and, between them, a link with no tag for each
// garden. In the old navigation view every sidebar link replaced the detail column; in a
// `NavigationSplitView` the untagged one would show its view over the detail column's and the
// list would keep the last tagged row highlighted. The tagged links stay, with a finding that
// names the untagged one.
enum Section: Hashable {
    case seeds, tools
}

struct Greenhouse: View {
    @State private var section: Section?
    let gardens = ["North", "South"]

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Seeds"), tag: Section.seeds, selection: $section) {
                    Label("Seeds", systemImage: "leaf")
                }
                ForEach(gardens, id: \.self) { garden in
                    NavigationLink {
                        Text("\(garden) garden")
                    } label: {
                        Label(garden, systemImage: "tree")
                    }
                }
                NavigationLink(destination: Text("Tools"), tag: Section.tools, selection: $section) {
                    Label("Tools", systemImage: "hammer")
                }
            }
            .listStyle(.sidebar)
            Text("Pick a section")
        }
    }
}
