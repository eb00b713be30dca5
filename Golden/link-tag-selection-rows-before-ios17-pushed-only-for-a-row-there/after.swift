// Rows a `ForEach` builds from filtered data, whose selection other code sets too (the last
// task reopened when the screen appears): an old link pushed only while a row with that tag
// was shown, so a selection naming a hidden row pushed nothing. The destination is presented while the
// selection names a row the data holds, not whenever something is selected, which would push
// an empty screen.
import SwiftUI

struct Task: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

final class TaskList: ObservableObject {
    @Published var tasks = [Task(id: 1, title: "Write", done: false), Task(id: 2, title: "Send", done: true)]
    @Published var showsDone = false
    @Published var openID: Int?

    var shown: [Task] { tasks.filter { showsDone || !$0.done } }
}

struct Tasks: View {
    @StateObject private var list = TaskList()

    var body: some View {
        NavigationStack {
            List {
                ForEach(list.shown) { task in
                    Button { list.openID = task.id } label: {
                        Text(task.title)
                    }
                }
            }
            .onAppear { list.openID = list.tasks.last?.id }
            .navigationDestination(isPresented: Binding(
                get: { list.shown.contains(where: { $0.id == list.openID }) },
                set: { if !$0 { list.openID = nil } }
            )) {
                if let selectedID = list.openID {
                    if let task = list.shown.first(where: { $0.id == selectedID }) {
                        Text(task.title)
                    }
                }
            }
        }
    }
}
