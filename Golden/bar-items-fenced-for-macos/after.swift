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

struct PortForwardEditor: View {
    var body: some View {
        Form {
            Text("Port 22")
        }
        #if os(iOS)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                EditButton()
            }
        }
        #endif
        .padding()
    }
}

struct ArgumentsEditor: View {
    var body: some View {
        #if os(iOS)
        List {
            Text("-nographic")
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                EditButton()
            }
        }
        #else
        List {
            Text("-nographic")
        }
        #endif
    }
}
