// The sidebar's own selection state starts from a static of the sidebar (`Self.firstLake`):
// written again in the split view's view, `Self` would mean that view. Refused, saying to write
// the sidebar's name in full first.
import SwiftUI

struct LakesRoot: View {
    var body: some View {
        NavigationView {
            LakeSidebar()
            Text("Pick a lake")
        }
    }
}

struct LakeSidebar: View {
    static let firstLake: String? = "annecy"
    @State private var lake: String? = Self.firstLake

    var body: some View {
        List {
            NavigationLink("Annecy", tag: "annecy", selection: $lake) {
                Text("Lac d'Annecy")
            }
        }
    }
}
