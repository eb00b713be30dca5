// A row with two initializers of its own: navmigrate extends a view's only initializer with the
// flag's binding, so the link stays, with a finding that says so.
import SwiftUI

struct TaskItem: Identifiable {
    let id: Int
    var title: String
}

struct TaskRow: View {
    let task: TaskItem
    let compact: Bool
    @State private var showsNotes = false

    init(task: TaskItem) {
        self.task = task
        self.compact = false
    }

    init(compact task: TaskItem) {
        self.task = task
        self.compact = true
    }

    var body: some View {
        Text(task.title)
            .onTapGesture { showsNotes = true }
            .background(
                NavigationLink(isActive: $showsNotes) {
                    Text("Notes for \(task.title)")
                } label: {
                    EmptyView()
                }
            )
    }
}
