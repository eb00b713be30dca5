import SwiftUI

struct TaskList: View {
    @State private var tasks = ["Write"]

    var body: some View {
        List(tasks, id: \.self) { task in
            Text(task)
        }
        #if os(iOS)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") { tasks.append("Read") }
            }
        }
        #endif
        #if os(iOS)
        .toolbar(tasks.isEmpty ? .hidden : .visible, for: .navigationBar)
        #endif
    }
}
