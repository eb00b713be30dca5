// The row is also shown on its own, above the List: there its flag has no list view to move up
// into, so the flag stays the row's own, and its link, whose destination would sit in the
// List's rows, stays as it is, with a finding; so does the navigation view.
import SwiftUI

struct Task: Identifiable {
    let id: Int
    var title: String
}

struct Board: View {
    var tasks: [Task]

    var body: some View {
        NavigationView {
            VStack {
                TaskRow(task: tasks[0])
                List(tasks) { task in
                    TaskRow(task: task)
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
