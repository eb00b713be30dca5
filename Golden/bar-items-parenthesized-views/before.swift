import SwiftUI

struct ListView: View {
    @State private var showAdd = false
    @State private var editing = false
    var body: some View {
        NavigationView {
            Text("x")
                .navigationBarItems(
                    leading: (editing ? Button("Done") { editing = false } : nil),
                    trailing: (
                        Button(action: { showAdd = true }) {
                            Image(systemName: "plus")
                        }
                    ))
        }
    }
}
