import SwiftUI

struct TasksView: View {
    @State private var tasks = ["Write"]

    var body: some View {
        NavigationStack {
            List(tasks, id: \.self) { task in
                Text(task)
            }
            .navigationBarItems(trailing: EditButton())
            .navigationBarItems(leading: Button("Clear") { tasks = [] }, trailing: Button("Add") { tasks.append("Read") })
            .navigationTitle("Tasks")
        }
    }
}
