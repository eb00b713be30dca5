import SwiftUI

struct ContactsView: View {
    @State private var names = ["Ada", "Grace"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
                .onDelete { offsets in
                    names.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Contacts")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
        }
    }
}
