// A generic row whose link's flag is its own: the list's view would have to declare the flag
// for one of the row's types, so the link stays, with a finding that says the row is generic.
import SwiftUI

protocol Named { var name: String { get } }

struct NameRow<Value: Named>: View {
    let value: Value
    @State private var showsDetail = false

    var body: some View {
        HStack {
            Text(value.name)
            Button("Open") { showsDetail = true }
            NavigationLink(isActive: $showsDetail) {
                Text(value.name)
            } label: {
                EmptyView()
            }
        }
    }
}
