import SwiftUI

// The app's own hidden-link view: its `body` is one hidden `tag:selection:` link. A
// `Color.clear` of no size takes its place and carries the destination, so `Home`,
// which shows it beside its button, stays as it is.
enum Pick: Hashable {
    case recipes
}

struct PushLink: View {
    @Binding var pick: Pick?

    var body: some View {
        NavigationLink(destination: Text("Recipes"), tag: Pick.recipes, selection: $pick) { EmptyView() }
    }
}
