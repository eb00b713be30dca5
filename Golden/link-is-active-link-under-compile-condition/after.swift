import SwiftUI

// A link compiled only in debug builds: its button stays under the `#if`, and its destination,
// moved onto the stack around it, keeps the condition in a `#if` of its own, so a release
// build compiles neither, as before.
struct DiagnosticsView: View {
    @State private var showsLog = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Diagnostics")
                #if DEBUG
                Button { showsLog = true } label: {
                    Text("Show log")
                }
                #endif
                Button("Open log") { showsLog = true }
            }
            #if DEBUG
            .navigationDestination(isPresented: $showsLog) {
                Text("Log")
            }
            #endif
        }
    }
}
