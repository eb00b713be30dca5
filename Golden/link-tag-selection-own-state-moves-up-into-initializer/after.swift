// The sidebar keeps its selection in its own @State and declares an initializer of its own:
// the state moves up into the split view, and the initializer takes the binding as its last
// parameter and sets it first, before the body calls a method (which needs every stored
// property set); the split view hands `$selection` last.
import SwiftUI

struct GardenRoot: View {
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            BedSidebar(beds: 3, selection: $selection)
        } detail: {
            if let name = selection {
                Text(name)
            } else {
                Text("Pick a bed")
            }
        }
    }
}

struct BedSidebar: View {
    let names: [String]
    @Binding var selection: String?

    init(beds: Int, selection: Binding<String?>) {
        _selection = selection
        names = (1...beds).map { "Bed \($0)" }
        logBeds()
    }

    func logBeds() {
        print(names.count)
    }

    var body: some View {
        List(names, id: \.self, selection: $selection) { name in
            NavigationLink(name, value: name)
        }
    }
}
