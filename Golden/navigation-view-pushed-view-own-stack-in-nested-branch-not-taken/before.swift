import SwiftUI

struct Pantry: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: Jar(compact: true, label: nil)) { Text("New jar") }
        }
        .navigationViewStyle(.stack)
    }
}

// The jar's navigation view is in the `else` of `if compact`, under `if label == nil`: the push
// gives `label: nil`, which takes the inner branch, but `compact: true` takes the outer `if`,
// so the pushed jar never shows that navigation view. Its stack stays where it is, with no
// finding.
struct Jar: View {
    let compact: Bool
    let label: String?

    var body: some View {
        if compact {
            Text("Jar")
        } else {
            if label == nil {
                NavigationView { Text("Name the jar") }
            } else {
                Text("Jar")
            }
        }
    }
}
