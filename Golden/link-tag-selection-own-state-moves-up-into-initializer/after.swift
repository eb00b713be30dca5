// The sidebar keeps its selection in its own @State and declares an initializer of its own:
// the state moves up into the split view, and the initializer takes the binding as its last
// parameter and sets it as its last statement; the split view hands `$selection` last.
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
        names = (1...beds).map { "Bed \($0)" }
        _selection = selection
    }

    var body: some View {
        List(names, id: \.self, selection: $selection) { name in
            NavigationLink(name, value: name)
        }
    }
}
