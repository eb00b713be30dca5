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
        NavigationView {
            List {
                NavigationLink(destination: Text("Seeds"), tag: Section.seeds, selection: $section) {
                    Text("Seeds")
                }
                NavigationLink(destination: Text("Tools"), tag: Section.tools, selection: $section) {
                    Text("Tools")
                }
                Button("Help") { showsHelp = true }
                    .sheet(isPresented: $showsHelp) {
                        NavigationView {
                            NavigationLink(destination: Text("Watering")) {
                                Text("Watering")
                            }
                        }
                        .navigationViewStyle(.stack)
                    }
            }
            Text("Pick a section")
        }
    }
}
