import SwiftUI

struct TaskItem: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct TaskRow: View {
    var task: TaskItem
    @State private var isEditing = false

    var body: some View {
        Button(task.title) { isEditing = true }
            .background(
                NavigationLink(isActive: $isEditing) {
                    Text("Editing \(task.title)")
                } label: {
                    EmptyView()
                }
            )
    }
}

extension TaskItem {
    /// The row the list shows for this task.
    var row: TaskRow { TaskRow(task: self) }
}
