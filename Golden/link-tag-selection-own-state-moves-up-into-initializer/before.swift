// The sidebar keeps its selection in its own @State and declares an initializer of its own:
// the state moves up into the split view, and the initializer takes the binding as its last
// parameter and sets it first, before the body calls a method (which needs every stored
// property set); the split view hands `$selection` last.
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
        logBeds()
    }

    func logBeds() {
        print(names.count)
    }

    var body: some View {
        List(names, id: \.self) { name in
            NavigationLink(name, tag: name, selection: $selection) {
                Text(name)
            }
        }
    }
}
