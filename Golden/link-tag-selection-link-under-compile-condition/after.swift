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
        NavigationStack {
            ScrollView {
                VStack {
                    #if ENABLE_LOGGING
                    Button { tool = Tool.feedback } label: {
                        Text("Send feedback")
                    }
                    #else
                    Button { tool = Tool.backup } label: {
                        Text("Back up")
                    }
                    #endif
                    Button("Open backup") { tool = .backup }
                }
                #if ENABLE_LOGGING
                .navigationDestination(isPresented: Binding(
                    get: { tool == Tool.feedback },
                    set: { if !$0, tool == Tool.feedback { tool = nil } }
                )) {
                    Text("Feedback")
                }
                #endif
                #if !ENABLE_LOGGING
                .navigationDestination(isPresented: Binding(
                    get: { tool == Tool.backup },
                    set: { if !$0, tool == Tool.backup { tool = nil } }
                )) {
                    Text("Backup")
                }
                #endif
            }
        }
    }
}
