import SwiftUI

// The untagged link in the sidebar's list is written `SwiftUI.NavigationLink`: it is found as
// any other, and the tagged links are refused with a finding that names it.
enum Section: Hashable {
    case seeds, tools
}

struct Shed: View {
    @State private var section: Section?

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Seeds"), tag: Section.seeds, selection: $section) {
                    Text("Seeds")
                }
                SwiftUI.NavigationLink {
                    Text("Compost")
                } label: {
                    Text("Compost")
                }
                NavigationLink(destination: Text("Tools"), tag: Section.tools, selection: $section) {
                    Text("Tools")
                }
            }
            Text("Pick a section")
        }
    }
}
