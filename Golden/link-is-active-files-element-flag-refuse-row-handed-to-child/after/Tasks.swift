import SwiftUI

struct TasksScreen: View {
    struct Task: Identifiable {
        var id = UUID()
        var title: String
        var open = false
    }

    @State var tasks: [Task] = [Task(title: "Water the plants")]

    var body: some View {
        NavigationView {
            List {
                ForEach($tasks) { task in
                    NavigationLink(destination: Text(task.title.wrappedValue), isActive: task.open) {
                        TaskRow(task: task)
                    }
                }
            }
        }
    }
}
