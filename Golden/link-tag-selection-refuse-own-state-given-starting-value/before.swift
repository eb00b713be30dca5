// The split view hands the sidebar a starting value for its own selection state: moved up, the
// state would not start there, so the links and the navigation view stay, with a finding.
import SwiftUI

struct GlazesRoot: View {
    var body: some View {
        NavigationView {
            GlazeSidebar(glaze: "celadon")
            Text("Pick a glaze")
        }
    }
}

struct GlazeSidebar: View {
    @State var glaze: String?

    var body: some View {
        List {
            NavigationLink("Celadon", tag: "celadon", selection: $glaze) {
                Text("Celadon recipes")
            }
            NavigationLink("Tenmoku", tag: "tenmoku", selection: $glaze) {
                Text("Tenmoku recipes")
            }
        }
    }
}
