import SwiftUI

struct TaskRow: View {
    let task: Task
    @State private var editing = false

    var body: some View {
        HStack {
            Text(task.title)
            Button("Edit") { editing = true }
            NavigationLink(destination: Text("Editing \(task.title)"), isActive: $editing) {
                EmptyView()
            }
        }
    }
}
