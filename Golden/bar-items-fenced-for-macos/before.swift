import SwiftUI

struct TaskList: View {
    @State private var tasks = ["Write"]

    var body: some View {
        List(tasks, id: \.self) { task in
            Text(task)
        }
        .navigationBarItems(trailing: Button("Add") { tasks.append("Read") })
        .navigationBarHidden(tasks.isEmpty)
    }
}
