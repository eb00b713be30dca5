import SwiftUI

// A row view whose one `tag:selection:` link is all its `body` shows, repeated by a `ForEach`
// that a `VStack` builds all at once (no lazy container): the link becomes a button that sets
// the selection, carrying its own destination, which works in such a row.
struct UnitRow<Destination: View>: View {
    let name: String
    let destination: Destination
    @Binding var selectedName: String?

    var body: some View {
        Button { selectedName = name } label: {
            Text(name)
        }
        .navigationDestination(isPresented: Binding(
            get: { selectedName == name },
            set: { if !$0, selectedName == name { selectedName = nil } }
        )) {
            destination
        }
    }
}

struct UnitList: View {
    @State private var selected: String?
    let units = ["Metres", "Feet"]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    ForEach(units, id: \.self) { unit in
                        UnitRow(name: unit, destination: Text(unit), selectedName: $selected)
                    }
                }
            }
        }
    }
}
