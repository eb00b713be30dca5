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

// Through a helper of a helper, and through a local value read in the content.
struct OutlineHost: View {
    var body: some View {
        NavigationView {
            outline
        }
    }

    private var outline: some View {
        VStack {
            tree
        }
    }

    private var tree: some View {
        NavigationStack {
            Text("Tree")
        }
    }
}

struct IndexHost: View {
    var body: some View {
        let index = NavigationStack {
            Text("Index")
        }
        return NavigationView {
            index
                .navigationTitle("Index")
        }
    }
}

// A navigation view a helper holds, shown in another's content: both stay, each saying why.
struct LedgerHost: View {
    var body: some View {
        NavigationView {
            ledger
        }
    }

    private var ledger: some View {
        NavigationView {
            Text("Ledger")
        }
    }
}
