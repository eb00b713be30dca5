import SwiftUI

// A pushed screen's navigation view goes; its content ends on a closing brace of its own line,
// so the modifiers written after the navigation view's brace stay under the content's brace,
// as modifiers after a closing brace are written, rather than one step in.
struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Detail") { Detail() }
        }
    }
}

struct Detail: View {
    var body: some View {
        NavigationView {
            List {
                Text("Row")
            }
        }
        .navigationTitle("Detail")
        .onAppear { print("appeared") }
    }
}
