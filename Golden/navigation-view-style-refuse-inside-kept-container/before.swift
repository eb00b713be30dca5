// A style written inside a navigation view's content styles no navigation view, but it goes
// with the one around it: while that one is left as it is, so is what is written inside it.
import SwiftUI

struct EditorSheet: View {
    @State private var isEditing = false

    var body: some View {
        Button("Edit") { isEditing = true }
            .sheet(isPresented: $isEditing) {
                NavigationView {
                    Text("Editor")
                        .navigationViewStyle(.stack)
                    Text("Second")
                }
                .navigationViewStyle(preferredStyle)
            }
    }

    var preferredStyle: StackNavigationViewStyle { StackNavigationViewStyle() }
}
