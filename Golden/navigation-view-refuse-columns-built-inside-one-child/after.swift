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

// A `Group` or an `if` of one view in each branch is one column, as before.
struct PlainBrowser: View {
    let isWide: Bool

    var body: some View {
        NavigationStack {
            Group {
                if isWide {
                    FolderList()
                } else {
                    Text("Narrow")
                }
            }
        }
    }
}
