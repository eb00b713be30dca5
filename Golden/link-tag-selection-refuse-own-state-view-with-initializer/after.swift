// The sidebar keeps its selection in its own @State and declares an initializer of its own:
// moving the state up would mean changing that initializer to take a binding, which navmigrate
// does not do, so the links and the navigation view stay, with a finding that says so.
import SwiftUI

struct GardenRoot: View {
    var body: some View {
        NavigationView {
            BedSidebar(beds: 3)
            Text("Pick a bed")
        }
    }
}

struct BedSidebar: View {
    let names: [String]
    @State var selection: String?

    init(beds: Int) {
        names = (1...beds).map { "Bed \($0)" }
    }

    var body: some View {
        List(names, id: \.self) { name in
            NavigationLink(name, tag: name, selection: $selection) {
                Text(name)
            }
        }
    }
}
