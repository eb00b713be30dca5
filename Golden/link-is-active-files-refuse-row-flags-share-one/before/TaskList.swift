import SwiftUI

struct TaskList: View {
    var tasks: [TaskItem]

    var body: some View {
        NavigationView {
            List(tasks) { task in
                TaskRow(task: task)
            }
        }
        .navigationViewStyle(.stack)
    }
}
