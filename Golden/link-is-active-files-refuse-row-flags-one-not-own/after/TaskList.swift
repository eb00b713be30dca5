import SwiftUI

struct TaskList: View {
    var tasks: [TaskItem]
    @StateObject private var tracker = Tracker()

    var body: some View {
        NavigationView {
            List(tasks) { task in
                TaskRow(task: task, tracker: tracker)
            }
        }
        .navigationViewStyle(.stack)
    }
}
