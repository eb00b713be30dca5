// `Badge` builds a `NavigationStack` only as a value, to render an image to share (in a
// function, and in a button's action): it shows no stack of its own, so the navigation view
// around it becomes a stack with no finding about nesting, as when those were navigation views.
import SwiftUI

struct Badge: View {
    let title: String
    @State private var rendered: Image?

    private func card() -> Image {
        let content = NavigationStack {
            Text(title)
                .navigationTitle(title)
        }
        return picture(of: content)
    }

    var body: some View {
        VStack {
            Button("Share") { rendered = card() }
            Button("Share large") {
                let large = NavigationStack { Text(title).font(.largeTitle) }
                rendered = picture(of: large)
            }
        }
        .navigationTitle(title)
    }
}

func picture<V: View>(of view: V) -> Image {
    Image(systemName: "photo")
}

struct BadgeScreen: View {
    var body: some View {
        NavigationStack {
            Badge(title: "Explorer")
        }
    }
}
