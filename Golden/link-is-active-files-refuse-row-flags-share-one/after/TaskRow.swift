// A row whose two links are driven by one flag of its own: moved up, that flag would have to
// become two, so the links stay, with a finding that says so.
import SwiftUI

struct TaskItem: Identifiable {
    let id: Int
    var title: String
}

struct TaskRow: View {
    let task: TaskItem
    @State private var showsNotes = false

    var body: some View {
        HStack {
            Text(task.title)
            Button("Notes") { showsNotes = true }
            NavigationLink(isActive: $showsNotes) {
                Text("Notes for \(task.title)")
            } label: {
                EmptyView()
            }
            NavigationLink(isActive: $showsNotes) {
                Text("More notes")
            } label: {
                EmptyView()
            }
        }
    }
}
