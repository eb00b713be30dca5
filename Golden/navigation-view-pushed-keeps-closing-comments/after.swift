import SwiftUI

struct AccountsRoot: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Top up") { TopUpView() }
                NavigationLink("Card") { CardView() }
                NavigationLink("Pay") { PayView() }
                NavigationLink("Notes") { NotesView() }
                NavigationLink("Wrapped") { WrappedView() }
            }
        }
    }
}

// Pushed only: their navigation views go. The comments between the braces and
// the content stay, on lines of their own; one that only names the removed brace
// goes with it.
struct TopUpView: View {
    var body: some View {
        Form {
            Text("Amount")
        } // Form
    }
}

struct CardView: View {
    var body: some View {
        Form {
            Text("Card")
        } /* the card's fields */
        .navigationTitle("Card")
    }
}

// The chain went on after the brace: it goes on under the comment.
struct PayView: View {
    var body: some View {
        Form {
            Text("Pay")
        } // Form
        .navigationTitle("Pay")
    }
}

struct NotesView: View {
    var body: some View {
        // the notes
        // Newest first.
        List {
            Text("Note")
        }
        // More to come.
        /* end */
    }
}

struct WrappedView: View {
    var body: some View {
        AnyView(Text("Wrapped") // a plain text
        )
    }
}
