import SwiftUI

// Rows of a `ForEach` in a `VStack`, which builds them all at once, each with a link on a flag
// of its own that its destination closes: the app's `card()` only applies SwiftUI's modifiers
// (its body is read in another file, which has no navigation of its own), so the rows stay
// built at once and each takes its own `navigationDestination`. Under the app's `listed()`,
// which puts the stack in a `List`, they are refused, and so under `ghosted()`, which shows the
// stack again inside a `List` in an overlay.
struct Agenda: View {
    let titles = ["Standup", "Review"]

    var body: some View {
        NavigationView {
            VStack {
                ForEach(titles, id: \.self) { title in
                    MeetingRow(title: title)
                }
            }
            .card()
        }
        .navigationViewStyle(.stack)
    }
}

struct MeetingRow: View {
    let title: String
    @State private var opens = false

    var body: some View {
        NavigationLink(destination: Notes(title: title, isShown: $opens), isActive: $opens) {
            Text(title)
        }
    }
}

struct Archive: View {
    let titles = ["Retro"]

    var body: some View {
        NavigationView {
            VStack {
                ForEach(titles, id: \.self) { title in
                    ArchivedRow(title: title)
                }
            }
            .listed()
        }
        .navigationViewStyle(.stack)
    }
}

struct ArchivedRow: View {
    let title: String
    @State private var opens = false

    var body: some View {
        NavigationLink(destination: Notes(title: title, isShown: $opens), isActive: $opens) {
            Text(title)
        }
    }
}

struct Drafts: View {
    let titles = ["Plan"]

    var body: some View {
        NavigationView {
            VStack {
                ForEach(titles, id: \.self) { title in
                    DraftRow(title: title)
                }
            }
            .ghosted()
        }
        .navigationViewStyle(.stack)
    }
}

struct DraftRow: View {
    let title: String
    @State private var opens = false

    var body: some View {
        NavigationLink(destination: Notes(title: title, isShown: $opens), isActive: $opens) {
            Text(title)
        }
    }
}

struct Notes: View {
    let title: String
    @Binding var isShown: Bool

    var body: some View {
        Button("Done with \(title)") { isShown = false }
    }
}
