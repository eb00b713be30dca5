import SwiftUI

struct TasksView: View {
    @State private var tasks = ["Write"]

    var body: some View {
        NavigationStack {
            List(tasks, id: \.self) { task in
                Text(task)
            }
            .navigationBarItems(leading: EditButton())
            .navigationBarItems(trailing: Button("Add") { tasks.append("Read") })
            .navigationTitle("Tasks")
        }
    }
}
