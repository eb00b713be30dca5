import SwiftUI

// On macOS a one-child navigation view shows what its links open in a column beside its
// content, whether the child is a trailing closure or a `content:` argument: a stack would
// push over the content instead, so it stays, with a finding.
struct Recipes: View {
    var body: some View {
        NavigationView(content: {
            List {
                NavigationLink {
                    Text("Soup")
                } label: {
                    Text("Soup")
                }
            }
        })
    }
}
