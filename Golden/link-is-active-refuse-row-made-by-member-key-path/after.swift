// The List's rows are a member of its data named by a key path (`rowContent: \.row`): each row
// is a TaskRow, whose own flag's navigationDestination would sit in the List's lazy rows, so
// its link is refused and the navigation view waits for it.
import SwiftUI

struct TaskItem: Identifiable, Hashable {
    let id: Int
    var title: String

    var row: TaskRow { TaskRow(task: self) }
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

struct TasksView: View {
    var tasks: [TaskItem]

    var body: some View {
        NavigationView {
            List(tasks, rowContent: \.row)
                .navigationTitle("Tasks")
        }
        .navigationViewStyle(.stack)
    }
}
