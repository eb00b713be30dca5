import SwiftUI

struct TasksView: View {
    @State private var tasks = ["Write"]

    var body: some View {
        NavigationStack {
            List(tasks, id: \.self) { task in
                Text(task)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { tasks.append("Read") }
                }
            }
            .navigationTitle("Tasks")
        }
    }
}
