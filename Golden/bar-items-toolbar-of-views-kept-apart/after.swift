import SwiftUI

// Two toolbars the bar items do not join, so they get a toolbar of their own: one made of
// plain views (that overload of `toolbar` takes no `ToolbarItem`), and one on the far side of
// the app's own modifier, which may put the view in a navigation stack of its own.
struct ReaderView: View {
    var body: some View {
        NavigationStack {
            Text("Chapter 1")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Bookmark") {}
                    }
                }
                .toolbar {
                    Button("Share") {}
                }
        }
    }
}

struct LibraryView: View {
    var body: some View {
        Text("Books")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Sort") {}
                }
            }
            .inCard()
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") {}
                }
            }
    }
}

extension View {
    func inCard() -> some View {
        padding().background(Color.gray)
    }
}
