// The project also lists macOS, but SwiftUI's navigation bar modifiers are unavailable there:
// code that calls them never built for macOS, so their rewrite needs no `#if` against it.
import SwiftUI

struct TaskList: View {
    @State private var tasks = ["Write"]

    var body: some View {
        List(tasks, id: \.self) { task in
            Text(task)
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") { tasks.append("Read") }
            }
        }
        .toolbar(tasks.isEmpty ? .hidden : .visible, for: .navigationBar)
    }
}

struct PortForwardEditor: View {
    var body: some View {
        Form {
            Text("Port 22")
        }.toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                EditButton()
            }
        }
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
