import SwiftUI

// A row of the sidebar presents a sheet with a navigation view of its own, whose link has no
// tag: it works in the sheet, not in the sidebar, so the sidebar's tagged links migrate.
enum Section: Hashable {
    case seeds, tools
}

struct Potting: View {
    @State private var section: Section?
    @State private var showsHelp = false

    var body: some View {
        NavigationSplitView {
            List(selection: $section) {
                NavigationLink(value: Section.seeds) {
                    Text("Seeds")
                }
                NavigationLink(value: Section.tools) {
                    Text("Tools")
                }
                Button("Help") { showsHelp = true }
                    .sheet(isPresented: $showsHelp) {
                        NavigationStack {
                            NavigationLink {
                                Text("Watering")
                            } label: {
                                Text("Watering")
                            }
                        }
                    }
            }
        } detail: {
            switch section {
            case Section.seeds?:
                Text("Seeds")
            case Section.tools?:
                Text("Tools")
            default:
                Text("Pick a section")
            }
        }
    }
}
