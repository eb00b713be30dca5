import SwiftUI

struct FolderList: View {
    var body: some View {
        List {
            NavigationLink("Documents") { Text("Documents") }
        }
    }
}

// A navigation view takes its columns from the views its content builds, through a `Group`,
// a `@ViewBuilder` member of its view, and the branches of an `if`: each of these builds two
// views, so each navigation view had two columns (one when `isWide` is false), and a
// `NavigationStack` would show them one above the other. Each is refused, saying where.
struct GroupedBrowser: View {
    var body: some View {
        NavigationView {
            Group {
                FolderList()
                Text("Select a folder")
            }
        }
    }
}

struct HelperBrowser: View {
    var body: some View {
        NavigationView {
            columns
        }
    }

    @ViewBuilder private var columns: some View {
        FolderList()
        Text("Select a folder")
    }
}

struct AdaptiveBrowser: View {
    let isWide: Bool

    var body: some View {
        NavigationView {
            if isWide {
                FolderList()
                Text("Select a folder")
            } else {
                FolderList()
            }
        }
    }
}

// The same with modifiers on the `Group` (they apply to each of its views), a helper function
// that takes an argument, a helper declared in an extension of the view, and a `ForEach`,
// whose elements are columns.
struct TintedBrowser: View {
    var body: some View {
        NavigationView {
            Group {
                FolderList()
                Text("Select a folder")
            }
            .tint(.orange)
        }
    }
}

struct AccountBrowser: View {
    let account: String

    var body: some View {
        NavigationView {
            columns(for: account)
        }
    }

    @ViewBuilder private func columns(for account: String) -> some View {
        FolderList()
        Text("Select a folder of \(account)")
    }
}

struct ExtendedBrowser: View {
    var body: some View {
        NavigationView {
            panes
        }
    }
}

extension ExtendedBrowser {
    @ViewBuilder var panes: some View {
        FolderList()
        Text("Select a folder")
    }
}

struct RepeatedBrowser: View {
    let titles = ["Inbox", "Archive"]

    var body: some View {
        NavigationView {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
        }
    }
}

// A `Group` or an `if` of one view in each branch is one column, as before.
struct PlainBrowser: View {
    let isWide: Bool

    var body: some View {
        NavigationView {
            Group {
                if isWide {
                    FolderList()
                } else {
                    Text("Narrow")
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
