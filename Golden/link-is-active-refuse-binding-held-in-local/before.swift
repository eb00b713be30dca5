import SwiftUI

// A link whose binding is a local value of the content it sits in: a `navigationDestination`
// on a view outside that code cannot read it, so the link stays, with a finding that says
// where the local is and what would let it migrate.
final class KeysModel: ObservableObject {
    @Published var isAdding = false
}

struct KeysScreen: View {
    @ObservedObject var model: KeysModel

    var body: some View {
        NavigationView {
            VStack {
                let adding = Binding { model.isAdding } set: { model.isAdding = $0 }
                NavigationLink(isActive: adding) {
                    Text("Add key")
                } label: {
                    Text("Add")
                }
            }
            .navigationTitle("Keys")
        }
        .navigationViewStyle(.stack)
    }
}
