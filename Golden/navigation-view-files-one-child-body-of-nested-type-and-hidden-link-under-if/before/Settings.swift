import SwiftUI

// The one child `Content()` is the settings view's own nested `Content`, which builds one
// view, not the top-level `Content` of another file, which builds two: a stack. A body whose
// second view is only a hidden link under `if` builds one view that draws: a stack too.
struct SettingsView: View {
    var body: some View {
        NavigationView {
            Content()
        }
    }

    struct Content: View {
        var body: some View {
            Form {
                Text("Notifications")
            }
        }
    }
}

struct Feed: View {
    let canCompose: Bool
    @State private var composing = false

    var body: some View {
        List {
            Button("New post") { composing = true }
        }
        if canCompose {
            NavigationLink(destination: Text("Compose"), isActive: $composing) { EmptyView() }
        }
    }
}

struct FeedRoot: View {
    var body: some View {
        NavigationView {
            Feed(canCompose: true)
        }
    }
}
