import SwiftUI

final class InboxModel: ObservableObject {
    @Published var ids: [Int] = [1, 2, 3]
    @Published var openID: Int?
    @Published var loaded: String?

    func open(_ id: Int?) { openID = id }
}

// The selection is a binding made of closures, in one column: its links would become buttons
// that set it, with a destination presented from it, which navmigrate writes only for a
// property. The refusal says so (not that the detail would look the selection up in the rows).
struct InboxView: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        NavigationView {
            List {
                ForEach(model.ids, id: \.self) { id in
                    NavigationLink(destination: Text(model.loaded ?? "Loading"), tag: id,
                                   selection: Binding(get: { model.openID }, set: { model.open($0) })) {
                        Text("Message \(id)")
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
