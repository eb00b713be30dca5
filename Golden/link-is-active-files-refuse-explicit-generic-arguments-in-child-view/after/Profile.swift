// A view pushes through a link written with explicit generic arguments, and another file
// shows it in its navigation view: the link stays, and so does that navigation view.
import SwiftUI

struct Profile: View {
    @State private var editing = false

    var body: some View {
        VStack {
            Text("Ada")
            Button("Edit") { editing = true }
            NavigationLink<EmptyView, Text>(isActive: $editing, destination: { Text("Editor") }, label: { EmptyView() })
        }
    }
}
