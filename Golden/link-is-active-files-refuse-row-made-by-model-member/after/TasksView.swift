// The rows are made by a member of the model (`$0.row`), read inside the List: the row's
// navigationDestination would sit in the List's lazy rows, so the link is refused, naming the
// List, and the navigation view waits for it rather than becoming a stack around an old link.
import SwiftUI

struct TasksView: View {
    var tasks: [TaskItem]

    var body: some View {
        NavigationView {
            List(tasks) { $0.row }
                .navigationTitle("Tasks")
        }
        .navigationViewStyle(.stack)
    }
}
