import SwiftUI

// Handed the whole row, this view can read or set its flag.
struct TaskRow: View {
    @Binding var task: TasksScreen.Task

    var body: some View {
        Text(task.title)
            .onTapGesture(count: 2) { task.open = true }
    }
}
