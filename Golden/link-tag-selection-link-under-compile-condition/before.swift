import SwiftUI

enum Tool: Hashable {
    case backup, feedback
}

// Links a selection drives, in one column, one of them compiled only when logging is on and
// the other only otherwise: each becomes a button in its place, and each destination keeps its
// link's condition in a `#if` of its own on the stack that carries them.
struct ToolsView: View {
    @State private var tool: Tool?

    var body: some View {
        NavigationView {
            ScrollView {
                VStack {
                    #if ENABLE_LOGGING
                    NavigationLink(destination: Text("Feedback"), tag: Tool.feedback, selection: $tool) {
                        Text("Send feedback")
                    }
                    #else
                    NavigationLink(destination: Text("Backup"), tag: Tool.backup, selection: $tool) {
                        Text("Back up")
                    }
                    #endif
                    Button("Open backup") { tool = .backup }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
