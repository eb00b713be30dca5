import SwiftUI

// The hidden link's binding is a `let` of the stack's content, which a destination
// on the stack could not see: the view written after the link, which sees it, carries
// the destination.
struct AddItem: View {
    @State private var draft: (isOpen: Bool, size: String?) = (false, nil)

    var body: some View {
        NavigationStack {
            ZStack {
                let isOpen = Binding<Bool>(get: { draft.isOpen },
                                           set: { draft = $0 ? draft : (false, nil) })
                ScrollView {
                    Button("Add") { draft = (true, "42") }
                }
                .navigationDestination(isPresented: isOpen) {
                    Text("Size \(draft.size ?? "")")
                }
            }
            .navigationTitle("Add")
        }
    }
}
