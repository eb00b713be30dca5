import SwiftUI

// One child and a stack style: a stack.
struct NotesView: View {
    var body: some View {
        NavigationView {
            List { Text("Groceries") }
                .navigationBarTitle("Notes")
        }
        .phoneStack()
    }
}
