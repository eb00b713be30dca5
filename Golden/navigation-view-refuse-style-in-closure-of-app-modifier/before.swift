import SwiftUI

extension View {
    @ViewBuilder func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

// The stack style is set in the closure handed to the app's `if`, which applies it on phones
// only: elsewhere the two children are columns. Which one a container of either kind would
// show is the app's to decide, so the navigation view is refused, and its style stays with it.
struct Library: View {
    let isPhone: Bool

    var body: some View {
        NavigationView {
            List {
                Text("Songs")
            }
            Text("Pick a song")
        }
        .if(isPhone) { $0.navigationViewStyle(.stack) }
    }
}

// With one child, a stack either way: it becomes a `NavigationStack`, and the modifier that
// only set the style goes with it.
struct Queue: View {
    let isPhone: Bool

    var body: some View {
        NavigationView {
            List {
                Text("Up next")
            }
        }
        .if(isPhone) { view in view.navigationViewStyle(.stack) }
    }
}

// The same style on a `TabView` around the navigation views: the one of two children is
// refused, the one of one child becomes a stack, and the style stays for the refused one.
struct Shelves: View {
    let isPhone: Bool

    var body: some View {
        TabView {
            NavigationView {
                List {
                    Text("Albums")
                }
                Text("Pick an album")
            }
            NavigationView {
                List {
                    Text("Artists")
                }
            }
        }
        .if(isPhone) { $0.navigationViewStyle(.stack) }
    }
}
