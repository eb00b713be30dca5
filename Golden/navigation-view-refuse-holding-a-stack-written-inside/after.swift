import SwiftUI

// A navigation view whose content is a `NavigationStack` written right there: a stack around
// it would nest two stacks. Refused; the outer one is for the user to remove.
struct EditorHost: View {
    var body: some View {
        NavigationView {
            NavigationStack {
                Text("Note")
                    .navigationTitle("Edit")
            }
        }
    }
}

#Preview {
    NavigationView {
        NavigationStack {
            Text("Preview")
        }
    }
}

// The same through a helper of the view that the content shows.
struct DraftHost: View {
    var body: some View {
        NavigationView {
            content
        }
    }

    private var content: some View {
        NavigationStack {
            Text("Draft")
        }
    }
}
