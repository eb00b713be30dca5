// The sidebar's own initializer gives the selection state its starting value
// (`_selection = State(initialValue: ...)`): moved up, that start would be lost, so the state,
// the links and the navigation view stay as they are, with a finding that says why.
import SwiftUI

struct HarbourRoot: View {
    var body: some View {
        NavigationView {
            BerthSidebar(berths: ["North", "South"])
            Text("Pick a berth")
        }
    }
}

struct BerthSidebar: View {
    let berths: [String]
    @State var selection: String?

    init(berths: [String]) {
        self.berths = berths
        _selection = State(initialValue: berths.first)
    }

    var body: some View {
        List(berths, id: \.self) { berth in
            NavigationLink(berth, tag: berth, selection: $selection) {
                Text(berth)
            }
        }
    }
}
