import SwiftUI

// The outer navigation view shows a helper property, and the helper shows a view with a
// navigation view of its own. Both stay, each with a finding naming the other: a stack around
// the inner one would nest two. (Before, the outer one did not look through the helper and
// became a `NavigationStack` around the inner `NavigationView`.)
struct StudioShell: View {
    var body: some View {
        NavigationView {
            workspace
        }
    }

    private var workspace: some View {
        Canvas {
            Text("Sketches")
        }
    }
}

struct Canvas<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        NavigationView {
            content
        }
    }
}
