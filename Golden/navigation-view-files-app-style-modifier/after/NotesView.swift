import SwiftUI

// One child and a stack style: a stack.
struct NotesView: View {
    var body: some View {
        NavigationStack {
            List { Text("Groceries") }
                .navigationTitle("Notes")
        }
        .phoneStack()
    }
}
